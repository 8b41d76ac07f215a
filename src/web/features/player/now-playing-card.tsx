import { Pause, Play } from "lucide-react";
import { playerCopy } from "~/shared/copy/player";
import { PlayingIndicator } from "./playing-indicator";
import { usePlayer } from "./use-player";

/** /dashboard: the current song, when there is one. */
export function NowPlayingCard() {
  const { state, engine } = usePlayer();
  if (!state.track) return null;
  return (
    <section
      aria-label={playerCopy.home.nowPlaying}
      className="flex items-center gap-4 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-950 p-5 text-white shadow-lg"
    >
      <button
        type="button"
        aria-label={state.playing ? playerCopy.controls.pause : playerCopy.controls.play}
        onClick={() => void engine.toggle()}
        className="inline-flex size-12 flex-none items-center justify-center rounded-full bg-white text-brand-700 hover:bg-brand-50"
      >
        {state.playing ? (
          <Pause className="size-5" aria-hidden />
        ) : (
          <Play className="size-5 translate-x-px" aria-hidden />
        )}
      </button>
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">
          {playerCopy.home.nowPlaying}
        </p>
        <p className="truncate text-lg font-semibold">{state.track.title}</p>
        <p className="truncate text-sm text-brand-100">{state.track.artist}</p>
      </div>
      {state.playing && (
        <span className="ml-auto">
          <PlayingIndicator playing />
        </span>
      )}
    </section>
  );
}
