export const REFUSALS_KEY = "sonaria.playRefusals";

/** Refusals kept to tell the listener about: the latest ones. */
export const MAX_REFUSALS = 50;

export type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

/** A play the server will never take, and why: the history page tells the listener. */
export interface PlayRefusal {
  id: string;
  establishmentId: string;
  startedAt: string;
  message: string;
}

const listeners = new Set<() => void>();

/** Told whenever this page records or forgets refusals (other tabs: the storage event). */
export function subscribeRefusals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Plays of this device the server refused for good, the latest last. */
export function readRefusals(storage: Storage): PlayRefusal[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REFUSALS_KEY) ?? "[]");
    return Array.isArray(parsed) ? (parsed as PlayRefusal[]) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage, refusals: PlayRefusal[]) {
  try {
    storage.setItem(REFUSALS_KEY, JSON.stringify(refusals));
  } catch {
    // Storage full or refused: the refusal is still in the console's warning.
  }
  for (const listener of listeners) listener();
}

export function recordRefusals(storage: Storage, refusals: PlayRefusal[]) {
  if (refusals.length > 0)
    write(storage, [...readRefusals(storage), ...refusals].slice(-MAX_REFUSALS));
}

/** The listener has read them. */
export const forgetRefusals = (storage: Storage) => write(storage, []);
