import { useSyncExternalStore } from "react";
import { DEFAULT_VOLUME, initialSnapshot, playerEngine } from "./player-engine";

/** What the page renders before the browser's player exists (prerendering). */
const serverSnapshot = initialSnapshot(DEFAULT_VOLUME);

/** The player's state, re-rendering on every change. */
export function usePlayer() {
  const engine = playerEngine();
  const state = useSyncExternalStore(engine.subscribe, engine.getSnapshot, () => serverSnapshot);
  return { state, engine };
}
