import type { Page } from "@playwright/test";

/**
 * How every test's Chromium starts: the system's browser (Debian's chromium; nothing is
 * downloaded), without what a sandboxed CI machine lacks or does not need, and letting
 * sound start without a touch, as a kiosk or an installed app does (a test that needs the
 * refusing browser says so with `refuseAutoplayUntilTouched`). Without the flag, whether
 * a reloaded page may start sound depends on what the browser remembers of earlier pages.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  ],
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
