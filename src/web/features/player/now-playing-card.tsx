import { playerCopy } from "~/shared/copy/player";
import { PlayToggle } from "./play-toggle";
import { PlayingIndicator } from "./playing-indicator";
import { usePlayer } from "./use-player";

/** /dashboard: the current song, when there is one. */
export function NowPlayingCard() {
  const { state } = usePlayer();
  if (!state.track) return null;
  return (
    <section
      aria-label={playerCopy.home.nowPlaying}
      className="flex flex-wrap items-center gap-x-4 gap-y-3 rounded-2xl bg-gradient-to-br from-brand-700 to-brand-950 p-5 text-white shadow-lg"
    >
      <PlayToggle tone="light" />
      <div className="min-w-0 flex-1 basis-40">
        <p className="text-xs font-semibold tracking-wide text-brand-200 uppercase">
          {playerCopy.home.nowPlaying}
        </p>
        <p className="text-lg font-semibold wrap-anywhere">{state.track.title}</p>
        <p className="text-sm wrap-anywhere text-brand-100">{state.track.artist}</p>
      </div>
      {state.playing && <PlayingIndicator playing />}
    </section>
  );
}
