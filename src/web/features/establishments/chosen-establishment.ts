/**
 * The establishment and the zone this browser plays for, remembered per browser: the
 * player shows and changes them, the play reporter stamps each play with them. Every
 * reader in the page hears a change at once, and other tabs through the storage event.
 * A browser from before zones remembers only the establishment: it plays its Principal
 * zone, whose id is the establishment's (decision 023).
 */
const KEY = "sonaria.establishment";
const ZONE_KEY = "sonaria.zone";
const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readChosenEstablishmentId(): string | null {
  return read(KEY);
}

/** The zone chosen here, or the chosen establishment's Principal zone. */
export function readChosenZoneId(): string | null {
  return read(ZONE_KEY) ?? read(KEY);
}

/** Chooses an establishment and one of its zones (null: none, or its Principal zone). */
export function writeChosenEstablishmentId(id: string | null, zoneId: string | null = id): void {
  if (id === readChosenEstablishmentId() && zoneId === readChosenZoneId()) return;
  try {
    if (id) localStorage.setItem(KEY, id);
    else localStorage.removeItem(KEY);
    if (zoneId) localStorage.setItem(ZONE_KEY, zoneId);
    else localStorage.removeItem(ZONE_KEY);
  } catch {
    // Storage refused (private mode, quota): the choice lasts this page only.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore. */
export function subscribeToChosenEstablishment(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === ZONE_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
