import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";
import { atViewport, viewports } from "../support/viewports";
import { expectShownWhole } from "../support/whole-text";

const SHOTS = "/tmp/shots-rows";
fs.mkdirSync(SHOTS, { recursive: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error("not rendered");
  return found;
}

/** How opaque the row's play sign is drawn (0: not seen). */
const opacityOf = (sign: Locator) =>
  sign.evaluate((node) => Number(getComputedStyle(node).opacity));

/** A point of the row away from its words and buttons: the padding at its left edge. */
async function rowEdge(row: Locator) {
  const { height } = await box(row);
  return { x: 3, y: height / 2 };
}

const player = (page: Page) => page.getByRole("region", { name: "Reproductor", exact: true });
const hint = (page: Page) => page.getByText(/^Atajos:/);

test.describe("on a touch phone", () => {
  test.use({ viewport: viewports.phone, hasTouch: true, isMobile: true });

  test("each song row shows its play sign, a tap anywhere on it plays, its own buttons do their own thing, and no title or artist is cut", async ({
    page,
    request,
    admin,
  }) => {
    // Songs made and uploaded, an account signed up, a page scanned by axe: more than the
    // default on a busy machine.
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const long = `Atardecer en la terraza del hotel junto al mar con guitarra española ${stamp}`;
    const artist = "Orquesta de Cámara del Mediterráneo y sus amigos";
    const { genre } = await seedSongs(admin, [long, `Cumbre ${stamp}`], "Filas", {
      seconds: 10,
      artists: [artist, "Artista 2"],
    });
    await signedInListener(page, request, admin, { access: true });
    // An own list: each row then has its "Añadir a…" control too.
    expect(
      (await page.request.post("/api/playlists", { data: { name: `Tardes ${stamp}` } })).ok(),
    ).toBe(true);
    await openGenre(page, genre.name);
    await expect(hint(page)).toBeHidden();

    const rows = page.getByTestId("player-song");
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) {
      const sign = row.getByTestId("play-sign");
      await expect(sign).toBeVisible();
      expect(await opacityOf(sign)).toBe(1);
      expect((await box(row)).height).toBeGreaterThanOrEqual(44);
    }
    const longRow = rows.filter({ hasText: long });
    await expectShownWhole(longRow.getByText(long, { exact: true }), long);
    await expectShownWhole(
      longRow.getByText(`${artist} · ${genre.name}`),
      `${artist} · ${genre.name}`,
    );
    await page.screenshot({ path: `${SHOTS}/rows-375-touch.png`, fullPage: true });
    await expectNoAxeViolations(page, "player's rows, touch phone");

    // The row's own buttons do their own thing: blocking a song does not play it.
    await rows
      .filter({ hasText: `Cumbre ${stamp}` })
      .getByRole("button", { name: `No reproducir en mi negocio: «Cumbre ${stamp}»` })
      .tap();
    await expect(page.getByText(`«Cumbre ${stamp}» no sonará en tu negocio.`)).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(player(page)).toContainText("Elige una canción para empezar");

    // A tap on the row's edge, away from its words, plays it.
    await longRow.tap({ position: await rowEdge(longRow) });
    await expect(player(page).getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect(longRow).toHaveAttribute("aria-current", "true");
    await expectShownWhole(player(page).getByTestId("full-title"), long);
    await expectShownWhole(player(page).getByTestId("full-artist"), artist);
    await page.screenshot({ path: `${SHOTS}/playing-375-touch.png` });
  });

  test("the recent songs on the home show their play sign and a tap on a row plays it", async ({
    page,
    request,
    admin,
  }) => {
    // Songs made and uploaded, an account signed up, a page scanned by axe: more than the
    // default on a busy machine.
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const long = `Sobremesa larga en el patio andaluz con el sol de la tarde ${stamp}`;
    await seedSongs(admin, [long], "Recientes", { seconds: 12 });
    await signedInListener(page, request, admin, { access: true });
    const recent = page.getByRole("region", { name: "Novedades del catálogo" });
    const rows = recent.getByRole("listitem");
    await expect(rows.first()).toBeVisible();
    for (const row of await rows.all()) {
      await expect(row.getByTestId("play-sign")).toBeVisible();
      expect(await opacityOf(row.getByTestId("play-sign"))).toBe(1);
      expect((await box(row)).height).toBeGreaterThanOrEqual(44);
    }
    const row = rows.filter({ hasText: long });
    await expectShownWhole(row.getByText(long, { exact: true }), long);
    await page.screenshot({ path: `${SHOTS}/home-375-touch.png`, fullPage: true });

    await row.tap({ position: { x: (await box(row)).width - 3, y: (await box(row)).height / 2 } });
    const mini = page.getByRole("region", { name: "Reproductor (mini)" });
    await expect(mini.getByRole("button", { name: "Pausar" })).toBeVisible();
    await expectShownWhole(mini.getByTestId("mini-title"), long);
    await page.screenshot({ path: `${SHOTS}/home-playing-375-touch.png` });
    await expectNoAxeViolations(page, "home, touch phone");
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: viewports.desktop });

  test("a row shows its play sign on hover and focus, plays from a click anywhere or Enter, and the shortcuts are told", async ({
    page,
    request,
    admin,
  }) => {
    // Songs made and uploaded, an account signed up, a page scanned by axe: more than the
    // default on a busy machine.
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const long = `Atardecer en la terraza del hotel junto al mar con guitarra española y voces ${stamp}`;
    const { genre } = await seedSongs(admin, [long, `Brisa ${stamp}`], "Filas", { seconds: 12 });
    await signedInListener(page, request, admin, { access: true });
    await openGenre(page, genre.name);
    await expect(hint(page)).toBeVisible();

    const rows = page.getByTestId("player-song");
    const longRow = rows.filter({ hasText: long });
    const brisa = rows.filter({ hasText: `Brisa ${stamp}` });
    const sign = longRow.getByTestId("play-sign");
    await expect.poll(() => opacityOf(sign)).toBe(0);
    await longRow.hover({ position: await rowEdge(longRow) });
    await expect.poll(() => opacityOf(sign)).toBe(1);
    await page.screenshot({ path: `${SHOTS}/rows-1440-hover.png` });
    await expectNoAxeViolations(page, "player's rows, desktop");
    await longRow.click({ position: await rowEdge(longRow) });
    await expect(player(page).getByRole("button", { name: "Pausar" })).toBeVisible();
    await expectShownWhole(player(page).getByTestId("full-title"), long);

    // From the keyboard: one stop per row action, Enter plays.
    const brisaPlay = brisa.getByRole("button", { name: `Reproducir Brisa ${stamp}` });
    await longRow.getByRole("button", { name: `No reproducir en mi negocio: «${long}»` }).focus();
    await page.keyboard.press("Tab");
    await expect(brisaPlay).toBeFocused();
    await expect.poll(() => opacityOf(brisa.getByTestId("play-sign"))).toBe(1);
    await page.keyboard.press("Enter");
    await expect(player(page).getByTestId("full-title")).toHaveText(`Brisa ${stamp}`);
    await expect(brisa).toHaveAttribute("aria-current", "true");
    await page.screenshot({ path: `${SHOTS}/rows-1440-keyboard.png` });
  });
});

atViewport(viewports.phone, (viewport) => {
  test("Canciones bloqueadas shows each title, artist and date whole", async ({
    page,
    request,
    admin,
  }) => {
    // A song made and uploaded, an account signed up: more than the default on a busy machine.
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    const long = `Atardecer en la terraza del hotel junto al mar con guitarra española ${stamp}`;
    const artist = "Orquesta de Cámara del Mediterráneo y sus amigos";
    const { genre, songs } = await seedSongs(admin, [long], "Bloqueadas", { artists: [artist] });
    await signedInListener(page, request, admin, { access: true });
    expect((await page.request.put(`/api/blocked-songs/${songs[0]?.id}`)).ok()).toBe(true);
    await page.goto("/dashboard/blocked-songs");
    const row = page.getByTestId("blocked-song").filter({ hasText: long });
    const today = new Intl.DateTimeFormat("es-ES", {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "Europe/Madrid",
    }).format(new Date());
    await expectShownWhole(row.getByText(long, { exact: true }), long);
    await expectShownWhole(row.getByText(`${artist} · ${genre.name}`), `${artist} · ${genre.name}`);
    await expectShownWhole(row.getByText(`Bloqueada el ${today}`), `Bloqueada el ${today}`);
    await page.screenshot({ path: `${SHOTS}/blocked-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page, "Canciones bloqueadas");
  });
});
