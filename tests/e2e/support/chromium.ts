import type { Page } from "@playwright/test";

/**
 * The browser the tests drive: Debian's build of Chromium's headless shell (package
 * chromium-headless-shell, the same engine as /usr/bin/chromium without the desktop
 * browser around it, as Playwright itself runs headless tests). On CI's two cores it
 * spends about a sixth less CPU on the same tests than the whole browser in headless mode.
 */
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
/** The whole browser, for what only it does (its own check that an app is installable). */
const wholeBrowser = "/usr/bin/chromium";

/**
 * How every test's Chromium starts: the system's browser (Debian's; nothing is
 * downloaded), without what a sandboxed CI machine lacks or does not need, and letting
 * sound start without a touch, as a kiosk or an installed app does (a test that needs the
 * refusing browser says so with `refuseAutoplayUntilTouched`). Without the flag, whether
 * a reloaded page may start sound depends on what the browser remembers of earlier pages.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? headlessShell,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--autoplay-policy=no-user-gesture-required",
    // A microphone that plays a beep, allowed without asking: for recording a message.
    "--use-fake-device-for-media-stream",
    "--use-fake-ui-for-media-stream",
    // Compositing on the browser's own thread, and no process per site: fewer processes
    // for each test's context to start and feed. A sixth less CPU on the same tests (the
    // pages' origins are the app and, in one file, its bucket: nothing to isolate).
    "--in-process-gpu",
    "--disable-features=site-per-process,IsolateOrigins",
  ],
};

/** `chromiumLaunch` with the whole browser, for a spec that needs it (test.use). */
export const wholeChromiumLaunch = {
  ...chromiumLaunch,
  executablePath: process.env.CHROMIUM_PATH ?? wholeBrowser,
};

/**
 * Chromium as a plain tab is for a site it does not know: play() is refused with
 * NotAllowedError until someone has touched the page. Playwright's evaluate counts as a
 * user gesture, so the page is given the policy's rule itself: a real press or key first.
 */
export function refuseAutoplayUntilTouched(page: Page) {
  return page.addInitScript(() => {
    let touched = false;
    for (const type of ["pointerdown", "keydown", "touchstart"])
      window.addEventListener(type, (event) => (touched ||= event.isTrusted), { capture: true });
    const play = HTMLMediaElement.prototype.play;
    HTMLMediaElement.prototype.play = function (this: HTMLMediaElement) {
      if (touched) return play.call(this);
      return Promise.reject(
        new DOMException(
          "play() failed because the user didn't interact with the document first.",
          "NotAllowedError",
        ),
      );
    };
  });
}
