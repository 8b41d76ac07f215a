import { useEffect, useSyncExternalStore } from "react";
import {
  APP_INSTALLED_COOKIE,
  APP_INSTALLED_MAX_AGE_SECONDS,
  appInstalledCookieSet,
} from "~/shared/http/app-installed-cookie";

/** Set once the app was installed here, or the owner said it is. */
const KEY = "sonaria.appInstalled";
const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return (
      window.matchMedia("(display-mode: standalone)").matches ||
      localStorage.getItem(KEY) === "1" ||
      appInstalledCookieSet(document.cookie)
    );
  } catch {
    return false;
  }
}

/** The same word for the server, which draws the start page's first paint from it. */
function rememberInCookie(): void {
  document.cookie = `${APP_INSTALLED_COOKIE}=1; Max-Age=${APP_INSTALLED_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${
    location.protocol === "https:" ? "; Secure" : ""
  }`;
}

/** Remembers that the app is installed on this device (the browser or the owner said so). */
export function markAppInstalled(): void {
  try {
    localStorage.setItem(KEY, "1");
  } catch {
    // Storage refused: the cookie still says it.
  }
  rememberInCookie();
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
  const installed = useSyncExternalStore(subscribe, read, () => false);
  // Known here but not yet to the server (installed before the cookie existed, or run
  // installed): said to it too, and the cookie's year starts again.
  useEffect(() => {
    if (installed) rememberInCookie();
  }, [installed]);
  return installed;
}
