import { useSyncExternalStore } from "react";

/**
 * Chromium's `beforeinstallprompt` event (WICG "manifest-incubations"; not in lib.dom,
 * and only Chromium-based browsers fire it).
 */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed"; platform?: string }>;
}

/** The part of `window` the install prompt uses (a fake one in unit tests). */
export interface InstallWindow extends EventTarget {
  matchMedia(query: string): Pick<MediaQueryList, "matches" | "addEventListener">;
}

export interface InstallPrompt {
  subscribe(listener: () => void): () => void;
  /** The browser offered installation and the app is not already running installed. */
  canInstall(): boolean;
  /** Shows the browser's install dialog once; the offer is spent whatever the answer. */
  install(): Promise<"accepted" | "dismissed" | "unavailable">;
}

/**
 * Keeps the browser's offer to install the app for a button to use when the user asks.
 * The browser fires it once per page, possibly while no button is mounted (the phone's
 * menu is closed), so it is kept here rather than in a component. After prompt() the
 * event cannot prompt again: the offer is dropped and the button hides until the
 * browser makes a new one.
 */
export function createInstallPrompt(target: InstallWindow): InstallPrompt {
  const standalone = target.matchMedia("(display-mode: standalone)");
  const listeners = new Set<() => void>();
  let offer: BeforeInstallPromptEvent | null = null;

  const change = (next: BeforeInstallPromptEvent | null) => {
    offer = next;
    listeners.forEach((listener) => listener());
  };

  target.addEventListener("beforeinstallprompt", (event) => {
    // Our own button instead of the browser's mini-infobar.
    event.preventDefault();
    change(event as BeforeInstallPromptEvent);
  });
  target.addEventListener("appinstalled", () => change(null));
  standalone.addEventListener("change", () => change(offer));

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    canInstall: () => offer !== null && !standalone.matches,
    async install() {
      const event = offer;
      if (!event) return "unavailable";
      change(null);
      try {
        await event.prompt();
        return (await event.userChoice).outcome;
      } catch {
        // Already used, or the browser withdrew it: there is nothing to install with.
        return "unavailable";
      }
    },
  };
}

let prompt: InstallPrompt | undefined;

/** The page's one install prompt (created on first use, in the browser). */
function installPrompt(): InstallPrompt {
  prompt ??= createInstallPrompt(window);
  return prompt;
}

/** Whether to offer "Instalar aplicación", and what to do when it is chosen. */
export function useInstallPrompt() {
  const store = installPrompt();
  const canInstall = useSyncExternalStore(store.subscribe, store.canInstall, () => false);
  return { canInstall, install: store.install };
}
