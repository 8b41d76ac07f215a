import { useEffect } from "react";
import { playerEngine } from "./player-engine";

/**
 * Elements that have keys of their own: Space presses a button or selects a tab, arrows
 * move a slider or between tabs. A shortcut never takes a key from them.
 */
const INTERACTIVE =
  "a[href], button, input, select, textarea, summary, [contenteditable]:not([contenteditable='false']), [role='button'], [role='tab'], [role='slider'], [role='link'], [role='menuitem'], [role='option'], [role='checkbox'], [role='radio'], [role='switch'], [role='dialog']";

const hasKeysOfItsOwn = (target: EventTarget | null) =>
  target instanceof Element && target.closest(INTERACTIVE) !== null;

/** On the player page: space plays/pauses, ←/→ seek 5 s, ↑/↓ volume, Shift+←/→ change song. */
export function usePlayerShortcuts() {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || hasKeysOfItsOwn(event.target)) return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
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
      event.preventDefault(); // no page scroll under the shortcut
      action();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
