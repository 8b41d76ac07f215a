import { LoaderCircle, Play } from "lucide-react";
import { playerCopy } from "~/shared/copy/player";
import { PlayingIndicator } from "./playing-indicator";
import { usePlayer } from "./use-player";

/**
 * The start of a song's play button: "Reproducir" for screen readers (the button is
 * named by what it shows, title included), then a spinner while the song loads, the
 * bars while it plays, or else the play sign. Where there is no hover (a touch screen)
 * the sign is always there; with a mouse it shows on the row's hover and on keyboard
 * focus. Which song is current is said by `aria-current` on its row.
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
        ) : current ? (
          <PlayingIndicator playing={state.playing} />
        ) : (
          <Play
            data-testid="play-sign"
            className="size-4 fill-current text-brand-600 transition-opacity group-hover/row:opacity-100 group-focus-visible/play:opacity-100 [@media(hover:hover)]:opacity-0"
          />
        )}
      </span>
    </>
  );
}
