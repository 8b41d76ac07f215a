import { expect, type Locator, type Page } from "@playwright/test";

/** Presses Tab until `target` has the focus, as a keyboard user would, or fails. */
export async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 20; presses++) {
    await page.keyboard.press("Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error("the field cannot be reached with Tab");
}

/**
 * Types a date into the focused date input. Its boxes follow the browser's own language
 * (dd/mm/aaaa in a Spanish Chromium, mm/dd/yyyy in this one), so a first date tells which
 * comes first; the arrow keys go back to the first box.
 */
export async function typeDate(page: Page, field: Locator, iso: string) {
  const [year, month, day] = iso.split("-");
  await page.keyboard.type(`0102${year}`);
  const monthFirst = (await field.inputValue()).endsWith("-01-02");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.type(monthFirst ? `${month}${day}${year}` : `${day}${month}${year}`);
  await expect(field).toHaveValue(iso);
}
