import { useSyncExternalStore } from "react";
import {
  DEFAULT_VOLUME,
  initialSnapshot,
  playerEngine,
  type PlayerSnapshot,
} from "./player-engine";

/** What the page renders before the browser's player exists (prerendering). */
const serverSnapshot = initialSnapshot(DEFAULT_VOLUME);

/** The player's state, re-rendering on every change. */
export function usePlayer() {
  const engine = playerEngine();
  const state = useSyncExternalStore(engine.subscribe, engine.getSnapshot, () => serverSnapshot);
  return { state, engine };
}

/** One value of the player's state, re-rendering only when it changes. */
export function usePlayerValue<T>(select: (state: PlayerSnapshot) => T): T {
  const engine = playerEngine();
  return useSyncExternalStore(
    engine.subscribe,
    () => select(engine.getSnapshot()),
    () => select(serverSnapshot),
  );
}
