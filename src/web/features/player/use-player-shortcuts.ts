import { useEffect } from "react";
import { playerEngine } from "./player-engine";

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ["INPUT", "SELECT", "TEXTAREA"].includes(target.tagName));

/** On the player page: space plays/pauses, ←/→ seek 5 s, ↑/↓ volume, Shift+←/→ change song. */
export function usePlayerShortcuts() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      const engine = playerEngine();
      const { currentTime, volume } = engine.getSnapshot();
      const actions: Record<string, () => void> = {
        " ": () => void engine.toggle(),
        ArrowRight: () => (event.shiftKey ? void engine.next() : engine.seek(currentTime + 5)),
        ArrowLeft: () => (event.shiftKey ? void engine.previous() : engine.seek(currentTime - 5)),
        ArrowUp: () => engine.setVolume(volume + 0.05),
        ArrowDown: () => engine.setVolume(volume - 0.05),
      };
      const action = actions[event.key];
      if (!action) return;
      // A focused button would also react to space: the shortcut wins.
      event.preventDefault();
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
