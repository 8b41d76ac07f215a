/**
 * The establishment this browser plays for, remembered per browser: the player shows and
 * changes it, the play reporter stamps each play with it. Every reader in the page hears a
 * change at once, and other tabs through the storage event.
 */
const KEY = "sonaria.establishment";
const listeners = new Set<() => void>();

export function readChosenEstablishmentId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function writeChosenEstablishmentId(id: string | null): void {
  if (id === readChosenEstablishmentId()) return;
  try {
    if (id) localStorage.setItem(KEY, id);
    else localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, quota): the choice lasts this page only.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore. */
export function subscribeToChosenEstablishment(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
