import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectDashboardShown, logIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { openGenre, seedSongs } from "../support/catalog";
import { skipEstablishmentPrompt } from "../support/establishments";
import { listenerWithEstablishment } from "../support/play-log";
import { forEachViewport } from "../support/viewports";

const shots = "/tmp/shots-one-player";
const question = "Esta zona está sonando en otro dispositivo. ¿Reproducir aquí?";
const lostNotice = "Esta zona ha pasado a sonar en otro dispositivo.";

/** The player's region, where its play and pause button is. */
const playerOf = (page: Page) => page.getByRole("region", { name: "Reproductor", exact: true });

forEachViewport((viewport) => {
  test("a second device asks before playing an establishment, takes it over, and the first stops and says why", async ({
    page,
    request,
    admin,
    browser,
    baseURL,
    expectHttpErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    // The second device's first claim is refused (409) before it asks its listener.
    expectHttpErrors(409);
    const title = `Ocaso ${Date.now().toString(36)}`;
    const { genre } = await seedSongs(admin, [title], "Pruebas", { seconds: 30 });
    const { account, establishment } = await listenerWithEstablishment(page, request, admin);

    // Device A: another browser of the same account, playing the same establishment.
    const other = await browser.newContext({
      baseURL,
      viewport,
      locale: "es-ES",
      timezoneId: "Europe/Madrid",
      extraHTTPHeaders: {
        "x-forwarded-for": `10.251.${testInfo.workerIndex % 250}.${viewport.width % 250}`,
      },
    });
    const first = await other.newPage();
    await first.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
    await skipEstablishmentPrompt(first);
    await logIn(first, account);
    await expectDashboardShown(first);
    await first.evaluate(
      (id) => localStorage.setItem("sonaria.establishment", id),
      establishment.id,
    );
    await openGenre(first, genre.name);
    await first.getByRole("button", { name: `Reproducir ${title}` }).click();
    await expect(playerOf(first).getByRole("button", { name: "Pausar" })).toBeVisible({
      timeout: 15_000,
    });

    // Device B is asked; the dialog is keyboard-reachable and clean for axe.
    await openGenre(page, genre.name);
    await page.getByRole("button", { name: `Reproducir ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: question });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Reproducir aquí" })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Cancelar" })).toBeVisible();
    await expectNoAxeViolations(page, `take-over dialog at ${viewport.width} px`);
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/question-${viewport.width}.png` });

    // Cancel leaves A playing and B silent.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(playerOf(page).getByRole("button", { name: "Pausar" })).toBeHidden();

    // Asked again, B takes over from the keyboard.
    await page.getByRole("button", { name: `Reproducir ${title}` }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Reproducir aquí" }).focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(playerOf(page).getByRole("button", { name: "Pausar" })).toBeVisible({
      timeout: 15_000,
    });

    // A stops within seconds and says why, with a way to take it back.
    await expect(first.getByText(lostNotice)).toBeVisible({ timeout: 5_000 });
    await expect(playerOf(first).getByRole("button", { name: "Pausar" })).toBeHidden();
    await expect(first.getByRole("button", { name: "Reproducir aquí de nuevo" })).toBeVisible();
    await expectNoAxeViolations(first, `lost notice at ${viewport.width} px`);
    await first.screenshot({ path: `${shots}/lost-${viewport.width}.png` });

    // Taking it back there silences this one in turn, which says so.
    await first.getByRole("button", { name: "Reproducir aquí de nuevo" }).click();
    await expect(playerOf(first).getByRole("button", { name: "Pausar" })).toBeVisible({
      timeout: 15_000,
    });
    await expect(first.getByText(lostNotice)).toBeHidden();
    await expect(page.getByText(lostNotice)).toBeVisible({ timeout: 5_000 });
    await expect(playerOf(page).getByRole("button", { name: "Pausar" })).toBeHidden();

    await other.close();
  });
});
