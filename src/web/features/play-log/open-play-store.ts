import type { OpenPlay, OpenPlayStore } from "./play-tracker";

const KEY = "sonaria.openPlays";

/**
 * A tab that has not written for this long is gone (closed without a goodbye, crashed):
 * a live tab with a play open writes every few seconds, and Chrome slows the timers of a
 * hidden, silent tab to once a minute at most.
 */
export const STALE_AFTER_MS = 3 * 60_000;

type Kept = Record<string, OpenPlay & { savedAt: number }>;

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

function read(storage: Storage): Kept {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(KEY) ?? "{}");
    return parsed && typeof parsed === "object" ? (parsed as Kept) : {};
  } catch {
    return {};
  }
}

function write(storage: Storage, kept: Kept) {
  try {
    storage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Storage full or refused: the play is still reported if the page ends normally.
  }
}

/**
 * The play each tab is hearing, in the browser's storage under the tab's own name, so
 * that another tab of the dashboard never takes a play that is still going on.
 */
export function openPlayStore(options: {
  storage: Storage;
  tabId: string;
  now: () => number;
}): OpenPlayStore & {
  /**
   * This tab's play left open by the last page (a reload), and other tabs' gone stale,
   * each with when it was last written down: as far as it is known to have gone on.
   */
  takeLeftOver(): (OpenPlay & { savedAt: number })[];
} {
  const { storage, tabId, now } = options;
  return {
    save(play) {
      const others = Object.entries(read(storage)).filter(([tab]) => tab !== tabId);
      const mine = play ? [[tabId, { ...play, savedAt: now() }] as const] : [];
      write(storage, Object.fromEntries([...others, ...mine]));
    },
    takeLeftOver() {
      const entries = Object.entries(read(storage));
      const isLeftOver = ([tab, play]: (typeof entries)[number]) =>
        tab === tabId || now() - play.savedAt >= STALE_AFTER_MS;
      write(storage, Object.fromEntries(entries.filter((entry) => !isLeftOver(entry))));
      return entries.filter(isLeftOver).map(([, open]) => open);
    },
  };
}
