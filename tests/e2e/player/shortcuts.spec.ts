import { expect, test } from "../fixtures";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";

test("shortcuts never take keys from a focused control, and work from the page", async ({
  page,
  request,
  admin,
}) => {
  const stamp = Date.now().toString(36);
  const { genre } = await seedSongs(admin, [`Tecla ${stamp}`], "Pruebas", { seconds: 20 });
  await signedInListener(page, request, admin, { access: true });
  await openGenre(page, genre.name);
  await page.getByRole("button", { name: `Reproducir Tecla ${stamp}` }).click();
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
  const position = async () => Number(await player.getByLabel("Posición").inputValue());

  // Space on a tab selects the tab; the music plays on.
  const mine = page.getByRole("tab", { name: "Mis Listas" });
  await mine.focus();
  await page.keyboard.press("Space");
  await expect(mine).toHaveAttribute("aria-selected", "true");
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();

  // → on a tab moves to the next tab; it does not seek.
  const before = await position();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Géneros" })).toBeFocused();
  await expect(page.getByRole("tab", { name: "Géneros" })).toHaveAttribute("aria-selected", "true");
  expect(await position()).toBeLessThan(before + 4);

  // From the page itself the shortcuts work.
  await page.getByRole("heading", { name: "Reproductor", level: 1 }).click();
  await page.keyboard.press("Space");
  await expect(player.getByRole("button", { name: "Reproducir" })).toBeVisible();
  const paused = await position();
  await page.keyboard.press("ArrowRight");
  await expect.poll(position).toBeGreaterThan(paused + 4);
  await expect(page.getByText(/^Atajos:/)).toBeVisible();
});

test.describe("on a touch screen", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("the keyboard shortcuts hint is not shown", async ({ page, request, admin }) => {
    await signedInListener(page, request, admin, { access: true });
    await page.goto("/dashboard/player");
    await expect(page.getByRole("tab", { name: "Todo" })).toBeVisible();
    await expect(page.getByText(/^Atajos:/)).toBeHidden();
  });
});
