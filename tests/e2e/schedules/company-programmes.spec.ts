import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { cafeInBarcelona } from "../../../src/shared/testing/establishment-details";
import { expect, test } from "../fixtures";
import { signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { seedSongs } from "../support/catalog";
import { createEstablishment } from "../support/establishments";
import { expectNoSidewaysScroll } from "../support/layout";
import { listenerWithEstablishment } from "../support/play-log";
import { saveSchedule } from "../support/schedules";
import { atBothWidths, atViewport, viewports } from "../support/viewports";

// The test browser lets sound start without a touch, as a kiosk or an installed app does
// (support/chromium.ts).

const SHOTS = "/tmp/shots-schedules";
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const player = (page: Page) => page.getByRole("region", { name: "Reproductor", exact: true });
const playingLine = (page: Page, text: RegExp) => page.getByRole("link", { name: text });

/** The same owner on the other shop's computer: its own device, playing `establishmentId`. */
async function shopComputer(
  browser: Browser,
  account: { email: string; password: string },
  establishmentId: string,
) {
  const context = await browser.newContext({ viewport: viewports.desktop });
  const page = await context.newPage();
  await page.addInitScript((id) => {
    localStorage.setItem("hasSeenTrialPopup", "true");
    localStorage.setItem("sonaria.establishment", id);
  }, establishmentId);
  await signIn(page, account);
  return page;
}

atViewport(viewports.desktop, () => {
  test("head office makes one shop's programme the company's, applies it to another shop after a preview, both shops play it, and one change reaches both players live", async ({
    page,
    request,
    admin,
    browser,
    expectHttpErrors,
  }) => {
    test.setTimeout(150_000);
    const stamp = Date.now().toString(36);
    const morning = await seedSongs(admin, [`Alba ${stamp}`, `Brisa ${stamp}`], "Cadena", {
      seconds: 6,
    });
    const lunch = await seedSongs(admin, [`Duna ${stamp}`, `Eco ${stamp}`], "Comidas", {
      seconds: 6,
    });
    const { account, establishment: lucia } = await listenerWithEstablishment(page, request, admin);
    const norte = await createEstablishment(page.request, {
      ...cafeInBarcelona,
      tradingName: "Café Norte",
    });
    const allDay = (name: string, genreId: string) => ({
      open: 0,
      close: 1440,
      slots: [{ name, start: 0, end: 1440, genreId }],
      volumeCurve: [{ start: 0, volume: 70 }],
    });
    await saveSchedule(page, lucia.id, allDay("Todo el día", morning.genre.id));

    // Head office: nothing yet, then a programme from Bar Lucía's, applied to Café Norte.
    await page.goto("/dashboard/programas");
    await expect(page.getByText("Todavía no hay programas de empresa")).toBeVisible();
    await page.getByRole("button", { name: "Nuevo programa de empresa" }).click();
    const dialog = page.getByRole("dialog", { name: "Nuevo programa de empresa" });
    // Sent empty: the server's refusal names each field, in its place.
    expectHttpErrors(400);
    await dialog.getByRole("button", { name: "Crear y aplicar" }).click();
    await expect(dialog.getByText("Escribe un nombre")).toBeVisible();
    await expect(dialog.getByText("Elige al menos una provincia")).toBeVisible();
    await dialog.getByLabel("Nombre").fill("Cadena");
    await expect(dialog.getByLabel("Programación de partida")).toHaveValue(lucia.id);
    await expect(dialog.getByText("Se aplicará a 1 zona:")).toBeVisible();
    await dialog.getByRole("checkbox", { name: "Barcelona" }).check();
    await expect(dialog.getByText("Se aplicará a 2 zonas:")).toBeVisible();
    await expect(dialog.getByTestId("programme-preview").getByRole("listitem")).toHaveText([
      "Bar Lucía · Principal (Madrid, programación de partida)",
      "Café Norte · Principal (Barcelona, sin programación hasta ahora)",
    ]);
    await expectNoAxeViolations(page, "new company programme");
    await shot(page, "company-programme-new");
    await dialog.getByRole("button", { name: "Crear y aplicar" }).click();
    await expect(page.getByText("Cadena creado y aplicado a 2 zonas.")).toBeVisible();
    const card = page.getByRole("listitem").filter({ hasText: "Cadena" });
    await expect(card).toContainText("2 zonas");
    await card.getByRole("button", { name: "Ver zonas" }).click();
    await expect(card.getByRole("button", { name: /^Dejar de seguir/ })).toHaveCount(2);
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(page, `company programmes at ${width}`);
      await expectNoSidewaysScroll(page);
      await shot(page, "company-programmes");
    });

    // Both shops play it: this computer Café Norte's Principal, the other Bar Lucía's.
    await page.evaluate((id) => localStorage.setItem("sonaria.establishment", id), norte.id);
    await page.goto("/dashboard/player");
    const other = await shopComputer(browser, account, lucia.id);
    await other.goto("/dashboard/player");
    const morningLine = new RegExp(
      `^Programación: Todo el día · Género ${escape(morning.genre.name)}`,
    );
    for (const shop of [page, other]) {
      await expect(player(shop).getByTestId("full-title")).toHaveText(
        new RegExp(`^(Alba|Brisa) ${stamp}$`),
        { timeout: 15_000 },
      );
      await expect(playingLine(shop, morningLine)).toBeVisible();
    }

    // One change, made from Café Norte's programme by head office: both follow, live.
    await saveSchedule(page, lucia.id, allDay("Comidas", lunch.genre.id), norte.id);
    const lunchLine = new RegExp(`^Programación: Comidas · Género ${escape(lunch.genre.name)}`);
    for (const shop of [page, other]) {
      await expect(playingLine(shop, lunchLine)).toBeVisible({ timeout: 10_000 });
      await expect(player(shop).getByTestId("full-title")).toHaveText(
        new RegExp(`^(Duna|Eco) ${stamp}$`),
        { timeout: 20_000 },
      );
    }
    await shot(other, "company-programme-heard");
    await other.context().close();

    // The zone's "Programación" says whose programme it is and what saving does.
    await page.goto(`/dashboard/establishments/${norte.id}/schedule`);
    const banner = page.getByRole("region", {
      name: "Esta zona sigue el programa de empresa Cadena.",
    });
    await expect(banner).toContainText("Guardar cambia las 2 zonas que lo siguen, en el momento.");
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(page, `schedule following a company programme at ${width}`);
      await expectNoSidewaysScroll(page);
      await shot(page, "schedule-company-banner");
    });
    await banner.getByRole("button", { name: "Separar esta zona" }).click();
    await expect(page.getByText("Esta zona ya no sigue el programa de empresa.")).toBeVisible();
    await expect(banner).toBeHidden();
  });
});
