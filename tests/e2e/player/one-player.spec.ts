import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { openGenre, seedSongs } from "../support/catalog";
import { skipEstablishmentPrompt } from "../support/establishments";
import { listenerWithEstablishment } from "../support/play-log";
import { saveSchedule } from "../support/schedules";
import { atViewport, viewports } from "../support/viewports";

const shots = "/tmp/shots-one-player";
const question = "Esta zona está sonando en otro dispositivo. ¿Reproducir aquí?";
const lostNotice = "Esta zona ha pasado a sonar en otro dispositivo.";

/** The player's region, where its play and pause button is. */
const playerOf = (page: Page) => page.getByRole("region", { name: "Reproductor", exact: true });

atViewport(viewports.phone, (viewport) => {
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
    await signIn(first, account);
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

/** Claims posted by `page` from now on: a device that plays no zone posts none. */
function claimsPosted(page: Page) {
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && /\/api\/zones\/[^/]+\/claim$/.test(request.url()))
      posted.push(request.url());
  });
  return posted;
}

test.describe("1440 px", () => {
  test.use({ viewport: viewports.desktop });

  test("a second tab of the same browser asks before playing the zone the first plays, and the first stops and says why", async ({
    page,
    context,
    request,
    admin,
    expectHttpErrors,
  }) => {
    test.setTimeout(90_000);
    // Both tabs are one device to the server: nothing is refused, yet the second asks.
    expectHttpErrors(409);
    const title = `Marea ${Date.now().toString(36)}`;
    const { genre } = await seedSongs(admin, [title], "Pruebas", { seconds: 30 });
    await listenerWithEstablishment(page, request, admin);
    await openGenre(page, genre.name);
    await page.getByRole("button", { name: `Reproducir ${title}` }).click();
    await expect(playerOf(page).getByRole("button", { name: "Pausar" })).toBeVisible({
      timeout: 15_000,
    });

    const second = await context.newPage();
    const posted = claimsPosted(second);
    await openGenre(second, genre.name);
    await second.getByRole("button", { name: `Reproducir ${title}` }).click();
    const dialog = second.getByRole("dialog", { name: question });
    await expect(dialog).toBeVisible();
    expect(posted).toEqual([]);
    await expect(playerOf(second).getByRole("button", { name: "Pausar" })).toBeHidden();
    await expect(playerOf(page).getByRole("button", { name: "Pausar" })).toBeVisible();
    await expectNoAxeViolations(second, "second tab asked before playing the zone");
    fs.mkdirSync(shots, { recursive: true });
    await second.screenshot({ path: `${shots}/second-tab-question.png` });

    await dialog.getByRole("button", { name: "Reproducir aquí" }).click();
    await expect(playerOf(second).getByRole("button", { name: "Pausar" })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText(lostNotice)).toBeVisible({ timeout: 5_000 });
    await expect(playerOf(page).getByRole("button", { name: "Pausar" })).toBeHidden();
    await expectNoAxeViolations(page, "first tab told its zone plays in another tab");
    await page.screenshot({ path: `${shots}/first-tab-lost.png` });
  });
});

test.describe("375 px touch", () => {
  test.use({ viewport: viewports.phone, hasTouch: true, isMobile: true });

  test("a phone that plays no zone opens the dashboard as a remote: one now playing, the zone's, and no claim", async ({
    page,
    request,
    admin,
    browser,
    baseURL,
    expectHttpErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const titles = [`Alba ${stamp}`, `Brisa ${stamp}`];
    const { genre } = await seedSongs(admin, titles, "Pruebas", { seconds: 30 });
    const { account, establishment } = await listenerWithEstablishment(page, request, admin);
    await saveSchedule(page, establishment.id, {
      open: 0,
      close: 1440,
      slots: [{ name: "Todo el día", start: 0, end: 1440, genreId: genre.id }],
    });

    // The shop's computer follows the programme and plays the zone.
    const shopContext = await browser.newContext({
      baseURL,
      viewport: viewports.desktop,
      locale: "es-ES",
      timezoneId: "Europe/Madrid",
      extraHTTPHeaders: { "x-forwarded-for": `10.253.${testInfo.workerIndex % 250}.9` },
    });
    const shop = await shopContext.newPage();
    await shop.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
    await skipEstablishmentPrompt(shop);
    await signIn(shop, account);
    await shop.evaluate(
      (id) => localStorage.setItem("sonaria.establishment", id),
      establishment.id,
    );
    await shop.goto("/dashboard/player");
    await expect(playerOf(shop).getByRole("button", { name: "Pausar" })).toBeVisible({
      timeout: 15_000,
    });
    const playing = (await playerOf(shop).getByTestId("full-title").textContent()) ?? "";
    // Saved in the account's music state, which the phone restores.
    await shop.waitForTimeout(1_500);

    const posted = claimsPosted(page);
    await page.goto("/dashboard");
    const card = page.getByRole("region", { name: "Sonando ahora" });
    await expect(card.getByTestId("home-now-title")).toHaveText(playing, { timeout: 15_000 });
    // The programme's own start comes after the restore (at most 4 s): it claims nothing.
    await page.waitForTimeout(5_000);
    expect(posted).toEqual([]);
    await expect(page.getByRole("region", { name: "Reproductor (mini)" })).toBeHidden();
    await expect(page.getByText("Reanudar música")).toHaveCount(0);
    // No player of its own: the card is the one "now playing".
    await expect(page.getByRole("region", { name: /^Reproductor/ })).toHaveCount(0);
    const actions = page.getByRole("group", { name: "Controlar o reproducir aquí" });
    await expect(actions.getByRole("link", { name: "Controlar desde Mando" })).toHaveAttribute(
      "href",
      "/dashboard/remote",
    );
    await expectNoAxeViolations(page, "/dashboard as a remote on a phone");
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/phone-remote.png`, fullPage: true });

    // Playing here asks first, as the player does.
    expectHttpErrors(409);
    await actions.getByRole("button", { name: "Reproducir aquí" }).tap();
    const dialog = page.getByRole("dialog", { name: question });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancelar" }).tap();
    await expect(dialog).toBeHidden();
    await expect(playerOf(shop).getByRole("button", { name: "Pausar" })).toBeVisible();
    await shopContext.close();
  });
});
