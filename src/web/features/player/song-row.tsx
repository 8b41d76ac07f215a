import type { ReactNode } from "react";
import { formatDuration } from "~/shared/catalog/format-duration";
import { SongState } from "./song-state";

/**
 * One song of a list. The whole row plays it: the play button's area is stretched over
 * the row (a thumb needs no aim), while the row's own controls (`actions`) sit above
 * that area and do their own thing. Each stays one stop for the keyboard; nothing
 * interactive is nested in another. Title and artist wrap instead of being cut.
 */
export function SongRow(props: {
  song: { id: string; title: string; artist: string; durationSeconds: number };
  /** Said after the artist (the genre). */
  detail?: string;
  current: boolean;
  onPlay: () => void;
  actions?: ReactNode;
  className?: string;
  testId?: string;
}) {
  const { song, current } = props;
  return (
    <li
      data-testid={props.testId}
      data-current={current}
      aria-current={current || undefined}
      className={`group/row relative flex min-h-11 items-center gap-2 px-2 py-1.5 sm:gap-3 sm:px-3 ${current ? "bg-brand-50" : "hover:bg-slate-50"} ${props.className ?? ""}`}
    >
      <button
        type="button"
        onClick={props.onPlay}
        className="group/play flex min-w-0 flex-1 items-center gap-3 px-2 py-2 text-left outline-hidden after:absolute after:inset-0 focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-brand-600"
      >
        <SongState songId={song.id} />
        <span className="min-w-0 flex-1">
          <span
            className={`block font-medium wrap-anywhere ${current ? "text-brand-700" : "text-slate-900"}`}
          >
            {song.title}
          </span>
          <span className="block text-xs wrap-anywhere text-slate-600">
            {props.detail ? `${song.artist} · ${props.detail}` : song.artist}
          </span>
        </span>
        <span className="flex-none text-xs text-slate-600 tabular-nums" data-testid="song-duration">
          {formatDuration(song.durationSeconds)}
        </span>
      </button>
      {props.actions && (
        <div className="relative flex flex-none items-center gap-2 sm:gap-3">{props.actions}</div>
      )}
    </li>
  );
}
