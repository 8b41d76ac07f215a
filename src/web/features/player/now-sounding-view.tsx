import { MapPin } from "lucide-react";
import type { ReactNode } from "react";
import { playerHomeCopy } from "~/shared/copy/player-home";

const copy = playerHomeCopy;

/**
 * How the "Sonando ahora" card looks, with nothing of the player in it: the start page
 * draws it live, and the skeleton draws the same box from the document's answers before
 * the scripts run (decision 030) — the same words in the same place, so the page's first
 * paint is its largest.
 */
export function NowSoundingView(props: {
  /** The heading's id, which the card is labelled by (none in the skeleton). */
  headingId?: string;
  song: { title: string; artist: string } | null;
  /** "En …" when the song sounds somewhere; `paused` when it is held here. */
  where: string | null;
  paused?: boolean;
  /** The play button, before the words. */
  control?: ReactNode;
  /** After the words: the playing bars, or the way to the player when nothing sounds. */
  end?: ReactNode;
}) {
  const { song } = props;
  return (
    <section
      aria-labelledby={props.headingId}
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-950 p-5 text-white shadow-lg"
    >
      {props.control}
      <div className="min-w-0 flex-1 basis-40">
        <h2
          id={props.headingId}
          className="text-xs font-semibold tracking-wide text-brand-200 uppercase"
        >
          {copy.nowPlaying}
        </h2>
        {song ? (
          <>
            <p
              className="text-lg font-semibold wrap-anywhere"
              data-testid="home-now-title"
              data-now-title=""
            >
              {song.title}
            </p>
            <p
              className="text-sm wrap-anywhere text-brand-100"
              data-testid="home-now-artist"
              data-now-artist=""
            >
              {song.artist}
            </p>
            {props.where !== null ? (
              <p
                className="mt-1 flex items-center gap-1.5 text-sm font-medium"
                data-testid="home-now-where"
              >
                <MapPin className="size-4 flex-none" aria-hidden />
                <span data-now-where="">{props.where}</span>
              </p>
            ) : (
              props.paused && <p className="mt-1 text-sm text-brand-100">{copy.paused}</p>
            )}
          </>
        ) : (
          <>
            <p className="text-lg font-semibold">{copy.nothing}</p>
            <p className="text-sm text-brand-100">{copy.nothingHint}</p>
          </>
        )}
      </div>
      {props.end}
    </section>
  );
}
