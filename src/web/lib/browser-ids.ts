const DEVICE_KEY = "sonaria.deviceId";
const TAB_KEY = "sonaria.tabId";
const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A random id kept in `storage` under `key`; when storage refuses, one for this page only. */
function keptId(storage: () => Storage, key: string): string {
  try {
    const kept = storage().getItem(key);
    if (kept && uuid.test(kept)) return kept;
    const made = crypto.randomUUID();
    storage().setItem(key, made);
    return made;
  } catch {
    return crypto.randomUUID();
  }
}

let device: string | undefined;
let tab: string | undefined;

/** This browser's device id on every play it reports: random, never tied to the person. */
export const deviceId = () => (device ??= keptId(() => localStorage, DEVICE_KEY));

/** This tab's name, kept across its reloads (sessionStorage belongs to one tab). */
export const tabId = () => (tab ??= keptId(() => sessionStorage, TAB_KEY));
