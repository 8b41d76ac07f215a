import { useSyncExternalStore } from "react";
import { playerEngine, type PlayerSnapshot } from "./player-engine";

const serverSnapshot: PlayerSnapshot = {
  track: null,
  loading: false,
  sourceKey: null,
  playing: false,
  currentTime: 0,
  duration: 0,
  volume: 0.5,
  subscriptionRequired: false,
  resumable: false,
  notice: null,
};

/** The player's state, re-rendering on every change. */
export function usePlayer() {
  const engine = playerEngine();
  const state = useSyncExternalStore(engine.subscribe, engine.getSnapshot, () => serverSnapshot);
  return { state, engine };
}
