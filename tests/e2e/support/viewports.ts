import type { Page } from "@playwright/test";
import { test } from "../fixtures";

/** The two screens every screen is tried on: a phone and a desktop. */
export const viewports = {
  phone: { width: 375, height: 812 },
  desktop: { width: 1440, height: 900 },
} as const;

/** Declares the tests in `body` once per viewport, in a describe block named by its width. */
export function forEachViewport(
  body: (viewport: (typeof viewports)[keyof typeof viewports]) => void,
) {
  for (const viewport of Object.values(viewports)) atViewport(viewport, body);
}

/**
 * Declares the tests in `body` at one width, in a describe block named by it: for a
 * scenario whose subject is not the layout (sound, timing, several devices at once) and
 * whose screens other tests try at both widths. Doubling it bought no check, only minutes.
 */
export function atViewport(
  viewport: (typeof viewports)[keyof typeof viewports],
  body: (viewport: (typeof viewports)[keyof typeof viewports]) => void,
) {
  test.describe(`${viewport.width} px`, () => {
    test.use({ viewport });
    body(viewport);
  });
}

/**
 * Looks at the screen as it is now at both widths, then goes back to the test's own: one
 * set-up read at 375 and 1440 px, where a second test would only repeat the set-up.
 */
export async function atBothWidths(page: Page, look: (width: number) => Promise<void>) {
  const own = page.viewportSize();
  for (const viewport of Object.values(viewports)) {
    await page.setViewportSize(viewport);
    await look(viewport.width);
  }
  if (own) await page.setViewportSize(own);
}
