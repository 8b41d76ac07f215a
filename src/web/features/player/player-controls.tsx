import { Pause, Play, SkipBack, SkipForward, Volume2, VolumeX } from "lucide-react";
import { formatDuration } from "~/shared/catalog/format-duration";
import { playerCopy } from "~/shared/copy/player";
import { usePlayer } from "./use-player";

const copy = playerCopy.controls;

const iconButton =
  "inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 disabled:opacity-40";

/** Title, artist, seek, time, previous / play-pause / next and volume. */
export function PlayerControls({ variant }: { variant: "full" | "mini" }) {
  const { state, engine } = usePlayer();
  const { track } = state;
  const duration = state.duration || track?.durationSeconds || 0;
  const full = variant === "full";

  return (
    <div
      className={`flex w-full flex-col gap-2 ${full ? "md:flex-row md:items-center md:gap-6" : "sm:flex-row sm:items-center sm:gap-4"}`}
    >
      <div className="min-w-0 sm:w-56" data-testid={`${variant}-now-playing`}>
        {track ? (
          <>
            <p
              className="truncate text-sm font-semibold text-slate-900"
              data-testid={`${variant}-title`}
            >
              {track.title}
            </p>
            <p className="truncate text-xs text-slate-500" data-testid={`${variant}-artist`}>
              {track.artist}
            </p>
          </>
        ) : (
          <p className="text-sm text-slate-500">{copy.nothing}</p>
        )}
      </div>
      <div className="flex items-center justify-center gap-1">
        <button
          type="button"
          aria-label={copy.previous}
          className={iconButton}
          disabled={!track}
          onClick={() => void engine.previous()}
        >
          <SkipBack className="size-5" aria-hidden />
        </button>
        <button
          type="button"
          aria-label={state.playing ? copy.pause : copy.play}
          className="inline-flex size-12 items-center justify-center rounded-full bg-brand-600 text-white shadow hover:bg-brand-700 disabled:opacity-40"
          disabled={!track}
          onClick={() => void engine.toggle()}
        >
          {state.playing ? (
            <Pause className="size-5" aria-hidden />
          ) : (
            <Play className="size-5 translate-x-px" aria-hidden />
          )}
        </button>
        <button
          type="button"
          aria-label={copy.next}
          className={iconButton}
          disabled={!track}
          onClick={() => void engine.next()}
        >
          <SkipForward className="size-5" aria-hidden />
        </button>
      </div>
      <div className="flex flex-1 items-center gap-2 text-xs text-slate-500 tabular-nums">
        {full && <span data-testid="elapsed">{formatDuration(state.currentTime)}</span>}
        <input
          type="range"
          aria-label={copy.seek}
          min={0}
          max={Math.max(duration, 0.1)}
          step={0.1}
          value={Math.min(state.currentTime, duration || 0)}
          disabled={!track}
          onChange={(event) => engine.seek(Number(event.target.value))}
          className="h-1.5 flex-1 cursor-pointer accent-brand-600"
        />
        {full && <span data-testid="total">{formatDuration(duration)}</span>}
      </div>
      <div className="flex items-center gap-2 sm:w-36">
        {state.volume === 0 ? (
          <VolumeX className="size-4 text-slate-500" aria-hidden />
        ) : (
          <Volume2 className="size-4 text-slate-500" aria-hidden />
        )}
        <input
          type="range"
          aria-label={copy.volume}
          min={0}
          max={1}
          step={0.01}
          value={state.volume}
          onChange={(event) => engine.setVolume(Number(event.target.value))}
          className="h-1.5 w-full cursor-pointer accent-brand-600"
        />
      </div>
    </div>
  );
}
