import { LoaderCircle } from "lucide-react";
import { playerCopy } from "~/shared/copy/player";
import { PlayingIndicator } from "./playing-indicator";
import { usePlayer } from "./use-player";

/** The slot before a song's title: loading while it is being fetched, bars while it plays. */
export function SongState({ songId }: { songId: string }) {
  const { state } = usePlayer();
  const current = state.track?.id === songId;
  return (
    <span className="inline-flex w-5 flex-none justify-center">
      {current && state.loading && !state.playing ? (
        <LoaderCircle
          className="size-4 animate-spin text-brand-700"
          role="img"
          aria-label={playerCopy.controls.loading}
        />
      ) : (
        current && <PlayingIndicator playing={state.playing} />
      )}
    </span>
  );
}
