import { expect, type Page } from "@playwright/test";

/**
 * Fails when anything on the page scrolls or sticks out sideways, which a phone must never
 * do: the page itself, any box that scrolls horizontally, and any visible control that is
 * outside the viewport, cut off by a clipping ancestor or squeezed to a sliver.
 */
export async function expectNoSidewaysScroll(page: Page, where = page.url()) {
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const viewport = window.innerWidth;
    // Sub-pixel layout rounds differently in scrollWidth and in rects: one pixel of slack.
    const slack = 1;
    // Narrower than this, a control has been squeezed; sliders are only a few px tall.
    const minimumWidth = 12;
    const minimumHeight = 4;

    const describe = (element: Element) => {
      const name =
        element.getAttribute("aria-label") ??
        element.getAttribute("placeholder") ??
        (element.textContent ?? "").trim().replace(/\s+/g, " ").slice(0, 40);
      const testId = element.getAttribute("data-testid");
      return `<${element.tagName.toLowerCase()}${testId ? ` data-testid=${testId}` : ""}> «${name}»`;
    };

    const root = document.documentElement;
    if (root.scrollWidth > viewport + slack) {
      found.push(`the page is ${root.scrollWidth} px wide in a ${viewport} px viewport`);
    }

    for (const element of document.body.querySelectorAll("*")) {
      const { overflowX } = getComputedStyle(element);
      if (
        (overflowX === "auto" || overflowX === "scroll") &&
        element.scrollWidth > element.clientWidth + slack
      ) {
        found.push(
          `${describe(element)} scrolls sideways: ${element.scrollWidth} px of content in ${element.clientWidth} px`,
        );
      }
    }

    const controls = document.body.querySelectorAll(
      "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab]",
    );
    for (const control of controls) {
      if (!control.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const rect = control.getBoundingClientRect();
      // Visually hidden controls (sr-only: 1 × 1 px) are for screen readers, not for eyes.
      if (rect.width <= 1 && rect.height <= 1) continue;
      if (rect.left < -slack || rect.right > viewport + slack) {
        found.push(
          `${describe(control)} lies outside the viewport: ${Math.round(rect.left)}–${Math.round(rect.right)} px of ${viewport}`,
        );
        continue;
      }
      if (rect.width < minimumWidth || rect.height < minimumHeight) {
        found.push(
          `${describe(control)} is squeezed to ${Math.round(rect.width)} × ${Math.round(rect.height)} px`,
        );
        continue;
      }
      for (let box = control.parentElement; box && box !== root; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === "visible") continue;
        const clip = box.getBoundingClientRect();
        if (rect.left < clip.left - slack || rect.right > clip.right + slack) {
          found.push(
            `${describe(control)} is cut off by ${describe(box)}: ${Math.round(rect.left)}–${Math.round(rect.right)} px shown in ${Math.round(clip.left)}–${Math.round(clip.right)} px`,
          );
          break;
        }
      }
    }
    return found;
  });
  // Soft: a sweep over many pages reports every page's problems in one run.
  expect.soft(problems, `sideways overflow on ${where}`).toEqual([]);
}
