/**
 * The lock screen and media keys: what they show of the song on screen, and the engine's
 * commands they call (the browser's Media Session, where there is one).
 */
import { publicConfig } from "~/web/lib/public-config";
import type { MediaControls } from "./dependencies";
import type { EngineContext } from "./ports";

export function setUpMediaSession(
  core: Pick<EngineContext, "mediaSession" | "transport" | "queue">,
) {
  const { transport, queue } = core;
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ["play", () => void transport.play()],
    ["pause", () => transport.pause()],
    ["nexttrack", () => void queue.step(1)],
    ["previoustrack", () => void queue.step(-1)],
    ["seekto", (details) => details.seekTime !== undefined && transport.seek(details.seekTime)],
  ];
  for (const [action, handler] of handlers) core.mediaSession?.setActionHandler(action, handler);
}

export function updateMediaSession(core: Pick<EngineContext, "mediaSession" | "store">) {
  const { snapshot } = core.store;
  const track = snapshot.track;
  core.mediaSession?.show(track, snapshot.playing ? "playing" : track ? "paused" : "none");
}

/** The browser's Media Session, where there is one. */
export function browserMediaSession(): MediaControls | undefined {
  if (!("mediaSession" in navigator)) return undefined;
  const session = navigator.mediaSession;
  return {
    setActionHandler(action, handler) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // An action this browser does not support.
      }
    },
    show(track, state) {
      session.metadata = track
        ? new MediaMetadata({
            title: track.title,
            artist: track.artist,
            album: publicConfig.brandName,
            artwork: [{ src: "/logo.svg", sizes: "512x512", type: "image/svg+xml" }],
          })
        : null;
      session.playbackState = state;
    },
  };
}
