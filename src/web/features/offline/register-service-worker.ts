import { paths } from "~/shared/paths";
import { CLAIM_MESSAGE } from "~/web/lib/offline-audio";

const log = (error: unknown) =>
  console.warn("[offline] the service worker was not installed", error);

/**
 * Installs the dashboard's service worker once the page has loaded, so nothing the page
 * needs first waits for it. Its scope is the dashboard: the public site never meets it.
 * Only in the production build (the dev server has no sw.js).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  const register = async () => {
    const { serviceWorker } = navigator;
    await serviceWorker.register(paths.serviceWorker, { scope: paths.dashboard.root });
    // A page that loaded while the worker was installing is asked for: only a page the
    // worker controls can play from the device.
    const ready = await serviceWorker.ready;
    if (!serviceWorker.controller) ready.active?.postMessage(CLAIM_MESSAGE);
  };
  const start = () => void register().catch(log);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
