import { LoaderCircle } from "lucide-react";
import { playerCopy } from "~/shared/copy/player";
import { PlayingIndicator } from "./playing-indicator";
import { usePlayer } from "./use-player";

/**
 * The start of a song's play button: "Reproducir" for screen readers (the button is
 * named by what it shows, title included), then a spinner while the song loads or the
 * bars while it plays. Which song is current is said by `aria-current` on its row.
 */
export function SongState({ songId }: { songId: string }) {
  const { state } = usePlayer();
  const current = state.track?.id === songId;
  return (
    <>
      <span className="sr-only">{playerCopy.songs.playPrefix} </span>
      <span className="inline-flex w-5 flex-none justify-center" aria-hidden>
        {current && state.loading && !state.playing ? (
          <LoaderCircle className="size-4 animate-spin text-brand-700" />
        ) : (
          current && <PlayingIndicator playing={state.playing} />
        )}
      </span>
    </>
  );
}
