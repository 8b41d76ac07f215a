import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * Runs axe-core over the page as it is now, with every rule axe runs by default
 * (WCAG A/AA and best practices), and fails listing each violation: the rule, its
 * impact, the element and what is wrong with it.
 */
export async function expectNoAxeViolations(page: Page, where = page.url()) {
  // A colour transition caught half-way (a button turning from primary to secondary)
  // would be measured as a contrast neither state has.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => !(animation instanceof CSSTransition) || animation.playState !== "running",
      ),
  );
  // Legacy mode runs axe in the page itself; the default opens a blank page of its own to
  // finish each run, a second or two apiece on 2 cores. The app has no cross-origin frames.
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const found = violations.flatMap((violation) =>
    violation.nodes.map((node) =>
      [
        `${violation.id} (${violation.impact ?? "?"}): ${violation.help}`,
        `  element: ${node.target.join(" ")}`,
        `  html: ${node.html.slice(0, 200)}`,
        `  ${node.failureSummary?.replace(/\n/g, "\n  ") ?? ""}`,
      ].join("\n"),
    ),
  );
  // Soft: a sweep over many pages reports every page's violations in one run.
  expect.soft(found, `axe violations on ${where}`).toEqual([]);
}
