/**
 * Set once the app is installed on a device (or its owner says so), beside the browser's
 * own storage: the start page's document then knows no "Primeros pasos" box comes above
 * its "Sonando ahora" card, and may draw the card from the first paint (decision 030).
 */
export const APP_INSTALLED_COOKIE = "sonaria-app-installed";

/** A year; set again on every visit that finds the app installed. */
export const APP_INSTALLED_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Whether a Cookie header (or `document.cookie`) says the app is installed on this device. */
export const appInstalledCookieSet = (cookies: string | undefined) =>
  (cookies ?? "").split(";").some((pair) => pair.trim() === `${APP_INSTALLED_COOKIE}=1`);
