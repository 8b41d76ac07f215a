import { expect, type Locator } from "@playwright/test";

/**
 * Fails unless the element shows `text` whole: no ellipsis, nothing scrolled or clipped
 * away inside it (its scroll size fits its box) and nothing of it cut off by a box around
 * it or by the screen's edge.
 */
export async function expectShownWhole(element: Locator, text: string) {
  await expect(element).toBeVisible();
  await expect(element).toHaveText(text);
  await element.scrollIntoViewIfNeeded();
  const problems = await element.evaluate((node) => {
    const found: string[] = [];
    // Sub-pixel layout rounds differently in scroll sizes and in rects: one pixel of slack.
    const slack = 1;
    if (node.scrollWidth > node.clientWidth + slack)
      found.push(`${node.scrollWidth} px of text in ${node.clientWidth} px`);
    if (node.scrollHeight > node.clientHeight + slack)
      found.push(`${node.scrollHeight} px tall text in ${node.clientHeight} px`);
    if (getComputedStyle(node).textOverflow === "ellipsis") found.push("ends in an ellipsis");
    const rect = node.getBoundingClientRect();
    if (rect.left < -slack || rect.right > window.innerWidth + slack)
      found.push(
        `lies at ${Math.round(rect.left)}–${Math.round(rect.right)} px of ${window.innerWidth}`,
      );
    for (let box = node.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === "visible" && style.overflowY === "visible") continue;
      const clip = box.getBoundingClientRect();
      if (
        rect.left < clip.left - slack ||
        rect.right > clip.right + slack ||
        rect.top < clip.top - slack ||
        rect.bottom > clip.bottom + slack
      )
        found.push(`cut off by <${box.tagName.toLowerCase()} class="${box.className}">`);
    }
    return found;
  });
  expect(problems, `«${text}» shown whole`).toEqual([]);
}
