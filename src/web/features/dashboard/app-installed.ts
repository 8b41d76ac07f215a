import { useSyncExternalStore } from "react";

/** Set once the app was installed here, or the owner said it is. */
const KEY = "sonaria.appInstalled";
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return (
      window.matchMedia("(display-mode: standalone)").matches || localStorage.getItem(KEY) === "1"
    );
  } catch {
    return false;
  }
}

/** Remembers that the app is installed on this device (the browser or the owner said so). */
export function markAppInstalled(): void {
  try {
    localStorage.setItem(KEY, "1");
  } catch {
    // Storage refused: the step shows again on the next visit.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("appinstalled", markAppInstalled);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("appinstalled", markAppInstalled);
  };
}

/**
 * Whether the dashboard runs installed on this device, or was installed from it. The
 * browser does not say whether an app is installed when it runs in a tab, so the owner's
 * word counts too.
 */
export function useAppInstalled(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
