import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect as baseExpect, test, waitForHydration } from "../fixtures";
import { signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";
import { createEstablishment, skipEstablishmentPrompt } from "../support/establishments";
import { reservedSongs } from "../support/offline";
import { claimZone, listenerWithEstablishment } from "../support/play-log";
import { atBothWidths, atViewport, viewports } from "../support/viewports";

// The home reads the server, the player restores its queue: a busy machine needs a moment.
const expect = baseExpect.configure({ timeout: 20_000 });
const shots = "/tmp/shots-home";
fs.mkdirSync(shots, { recursive: true });

const nowPlaying = (page: Page) => page.getByRole("region", { name: "Sonando ahora" });
const playerOf = (page: Page) => page.getByRole("region", { name: "Reproductor", exact: true });
const nextSteps = (page: Page) => page.getByRole("region", { name: "Primeros pasos" });

/** The "Sonando ahora" card of the skeleton, the one of its two looks that is shown. */
const skeletonCard = (page: Page) =>
  page.getByTestId("app-skeleton").locator("[data-page-card]").filter({ visible: true });

/** Where a card is drawn, and its lines: the skeleton's must be the page's, to the pixel. */
const cardBoxes = (card: ReturnType<Page["locator"]>) =>
  card.evaluate((element) =>
    [element.querySelector("section") ?? element, ...element.querySelectorAll("p")].map((node) => {
      const { x, y, width, height } = node.getBoundingClientRect();
      return [
        node.textContent,
        Math.round(x),
        Math.round(y),
        Math.round(width),
        Math.round(height),
      ];
    }),
  );

/**
 * /dashboard as its document draws it, before any script runs (they answer empty), then as
 * the page draws it: the boxes of the skeleton's card, or null when it shows none.
 */
async function firstPaintOfHome(page: Page) {
  await page.route("**/assets/*.js", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: "" }),
  );
  await page.goto("/dashboard");
  await expect(page.getByTestId("app-skeleton")).toBeVisible();
  const shown = (await skeletonCard(page).count()) > 0;
  const boxes = shown ? await cardBoxes(skeletonCard(page)) : null;
  await page.unroute("**/assets/*.js");
  await page.goto("/dashboard");
  await expect(page.getByTestId("app-skeleton")).toHaveCount(0);
  return boxes;
}

atViewport(viewports.desktop, (viewport) => {
  test("the home of another device shows what sounds and where, and follows the song live", async ({
    page,
    request,
    admin,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const titles = [`Amanecer ${stamp}`, `Bruma ${stamp}`];
    const { genre } = await seedSongs(admin, titles, "Casa", {
      seconds: 30,
      artists: ["Lía Costa", "Mar Vidal"],
    });
    // The owner's phone, on the dashboard home.
    const { account, establishment } = await listenerWithEstablishment(
      page,
      request,
      admin,
      `Café Lucía ${stamp}`,
    );
    // This phone has the app: no first steps come above the card.
    await page.context().addCookies([{ name: "sonaria-app-installed", value: "1", url: baseURL }]);
    // Its document draws the card as the page will, from the first paint (decision 030).
    const nothingFirst = await firstPaintOfHome(page);
    expect(nothingFirst?.map(([text]) => text)).toEqual([
      "Sonando ahoraAhora no suena música.Elige una lista o un género en el reproductor y dale a reproducir.Ir al reproductor",
      "Ahora no suena música.",
      "Elige una lista o un género en el reproductor y dale a reproducir.",
    ]);
    await expect(nowPlaying(page)).toContainText("Ahora no suena música.");
    await expect(nowPlaying(page).getByRole("link", { name: "Ir al reproductor" })).toHaveAttribute(
      "href",
      "/dashboard/player",
    );
    // Polled: right after the document loads, the card may not be laid out yet (0 × 0).
    await expect.poll(() => cardBoxes(nowPlaying(page))).toEqual(nothingFirst);
    await page.screenshot({ path: `${shots}/nothing-${viewport.width}.png`, fullPage: true });

    // The shop's tablet: another browser of the account, playing the establishment.
    const tabletContext = await browser.newContext({
      baseURL,
      viewport,
      locale: "es-ES",
      timezoneId: "Europe/Madrid",
      extraHTTPHeaders: {
        "x-forwarded-for": `10.252.${testInfo.workerIndex % 250}.${viewport.width % 250}`,
      },
    });
    const tablet = await tabletContext.newPage();
    await tablet.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
    await skipEstablishmentPrompt(tablet);
    await signIn(tablet, account);
    await tablet.evaluate(
      (id) => localStorage.setItem("sonaria.establishment", id),
      establishment.id,
    );
    await openGenre(tablet, genre.name);
    await tablet.getByRole("button", { name: `Reproducir ${titles[0]}` }).click();
    await expect(playerOf(tablet).getByRole("button", { name: "Pausar" })).toBeVisible({
      timeout: 15_000,
    });

    // The phone hears it without a reload: the song, its artist and the establishment.
    const card = nowPlaying(page);
    await expect(card.getByTestId("home-now-title")).toHaveText(titles[0] as string, {
      timeout: 15_000,
    });
    await expect(card.getByTestId("home-now-artist")).toHaveText("Lía Costa");
    await expect(card.getByTestId("home-now-where")).toHaveText(
      `En Café Lucía ${stamp} · Principal`,
    );
    // Nothing sounds on the phone itself: no play button for a song that sounds elsewhere.
    await expect(card.getByRole("button")).toHaveCount(0);
    await page.screenshot({ path: `${shots}/elsewhere-${viewport.width}.png`, fullPage: true });
    await expectNoAxeViolations(page, "/dashboard, a song sounding on another device");

    // Opened again, its document draws the song, its artist and where from the first paint.
    const songFirst = await firstPaintOfHome(page);
    expect(songFirst?.slice(1).map(([text]) => text)).toEqual([
      titles[0],
      "Lía Costa",
      `En Café Lucía ${stamp} · Principal`,
    ]);
    await expect(card.getByTestId("home-now-where")).toHaveText(
      `En Café Lucía ${stamp} · Principal`,
    );
    await expect.poll(() => cardBoxes(card)).toEqual(songFirst);

    await tablet.getByRole("button", { name: `Reproducir ${titles[1]}` }).click();
    await expect(card.getByTestId("home-now-title")).toHaveText(titles[1] as string, {
      timeout: 15_000,
    });
    await expect(card.getByTestId("home-now-artist")).toHaveText("Mar Vidal");
    await expect(card.getByTestId("home-now-where")).toHaveText(
      `En Café Lucía ${stamp} · Principal`,
    );
    await playerOf(tablet).getByRole("button", { name: "Pausar" }).click();
    await tabletContext.close();
  });
});

atViewport(viewports.phone, () => {
  test("a song that starts between the page's document and its live stream is not missed", async ({
    page,
    request,
    admin,
    baseURL,
  }) => {
    const stamp = Date.now().toString(36);
    const { songs } = await seedSongs(admin, [`Entretanto ${stamp}`]);
    const { establishment } = await listenerWithEstablishment(
      page,
      request,
      admin,
      `Bar Río ${stamp}`,
    );
    await page.context().addCookies([{ name: "sonaria-app-installed", value: "1", url: baseURL }]);
    // The live stream is slow to open: what sounds now came with the document before it.
    let openStream = () => {};
    const streamHeld = new Promise<void>((resolve) => (openStream = resolve));
    await page.route("**/api/events", async (route) => {
      await streamHeld;
      await route.continue();
    });
    await page.goto("/dashboard");
    await expect(nowPlaying(page)).toContainText("Ahora no suena música.");

    // Meanwhile the shop's tablet starts playing; the change is told on a stream not yet open.
    const headers = { origin: baseURL as string };
    const saved = await page.request.put("/api/music-state", {
      data: { volume: 0.5, currentSongId: songs[0]?.id, position: 0 },
      headers,
    });
    expect(saved.status()).toBe(200);
    const claimed = await page.request.post(`/api/establishments/${establishment.id}/claim`, {
      data: { deviceId: crypto.randomUUID() },
      headers,
    });
    expect(claimed.status()).toBe(200);

    // Once open, the page asks again: long before its half-minute refresh.
    openStream();
    await expect(nowPlaying(page).getByTestId("home-now-title")).toHaveText(`Entretanto ${stamp}`, {
      timeout: 10_000,
    });
    await expect(nowPlaying(page).getByTestId("home-now-where")).toHaveText(
      `En Bar Río ${stamp} · Principal`,
    );
  });
});

// On a phone, where an owner first opens it; each screen is also drawn at 1440 px.
atViewport(viewports.phone, () => {
  test("a new owner sees the first steps until done; the reserve in hours and minutes; the certificate and its page", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    const titles = [`Cala ${stamp}`, `Duna ${stamp}`];
    const { genre } = await seedSongs(admin, titles, "Casa", { seconds: 40 });
    await signedInListener(page, request, admin, { access: true });
    await page.goto("/dashboard");

    const steps = nextSteps(page);
    await expect(steps.getByTestId("next-step")).toHaveCount(2);
    await expect(steps).toContainText("Añade tu establecimiento (Pendiente)");
    await expect(steps).toContainText("Instala la aplicación en este dispositivo (Pendiente)");
    await expect(page.getByTestId("home-offline-reserve")).toHaveText(
      "Música sin conexión: aún no hay música guardada en este dispositivo",
    );
    await expect(page.getByTestId("home-certificate")).toHaveCount(0);
    await atBothWidths(page, async (width) => {
      await expect(steps).toBeVisible();
      await page.screenshot({ path: `${shots}/first-steps-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, `/dashboard, a new owner's first steps, ${width} px`);
    });

    await steps.getByRole("link", { name: "Añadir establecimiento" }).click();
    await expect(page).toHaveURL("/dashboard/establishments");
    const establishment = await createEstablishment(page.request, {
      tradingName: `Bar Sol ${stamp}`,
    });
    await page.goto("/dashboard");
    await expect(steps).toContainText("Añade tu establecimiento (Hecho)");
    await expect(steps.getByRole("link", { name: "Añadir establecimiento" })).toHaveCount(0);
    // None issued yet for this period: the way to it.
    const certificate = page.getByTestId("home-certificate");
    await expect(certificate).toContainText("aún no se ha emitido");
    await expect(certificate.getByRole("link", { name: "Obtener certificado" })).toHaveAttribute(
      "href",
      "/dashboard/subscription",
    );

    // The browser offers no installation here: how to do it, and the owner's word.
    await expect(steps).toContainText("En el menú del navegador");
    // While the steps may come above it, the document draws no card: it cannot know them.
    expect(await firstPaintOfHome(page)).toBeNull();
    await steps.getByRole("button", { name: "Ya la tengo instalada" }).click();
    await expect(steps).toHaveCount(0);
    await page.reload();
    await expect(nowPlaying(page)).toBeVisible();
    await expect(nextSteps(page)).toHaveCount(0);
    // Said once, known to the server too: the card from the first paint.
    expect(await firstPaintOfHome(page)).toEqual(await cardBoxes(nowPlaying(page)));

    // The reserve, in hours and minutes (80 s of music from the song playing on).
    await openGenre(page, genre.name);
    await page.getByRole("button", { name: `Reproducir ${titles[0]}` }).click();
    await expect.poll(() => reservedSongs(page), { timeout: 20_000 }).toHaveLength(2);
    await expect(page.getByTestId("offline-ready")).toHaveText("1 min de 8 h listas");
    await page.getByRole("link", { name: "Volver al panel" }).click();
    await expect(page.getByTestId("home-offline-reserve")).toHaveText(
      "Música sin conexión: 1 min listas",
    );

    // The certificate once issued: its number, its status, its public page.
    const issued = await page.request.get(`/api/establishments/${establishment.id}/certificate`);
    expect(issued.status()).toBe(200);
    await page.reload();
    await expect(certificate).toContainText(/Certificado de licencia \S+/);
    await expect(certificate.getByTestId("certificate-status")).toHaveText("Válido");
    await atBothWidths(page, async (width) => {
      await expect(certificate).toBeVisible();
      await page.screenshot({ path: `${shots}/status-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, `/dashboard, reserve and certificate, ${width} px`);
    });
    await certificate.getByRole("link", { name: /^Ver certificado \S+/ }).click();
    await expect(page).toHaveURL(/\/verificar\//);
    await expect(page.getByTestId("certificate-status")).toHaveText("Válido");
    await expect(page.getByText(`Bar Sol ${stamp}`).first()).toBeVisible();
  });
});

test("offline, the time left is said in hours and minutes and goes down as the music plays", async ({
  page,
  request,
  admin,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const titles = [`Lago ${stamp}`, `Monte ${stamp}`];
  const { genre } = await seedSongs(admin, titles, "Sin red", { seconds: 40 });
  await listenerWithEstablishment(page, request, admin);
  await openGenre(page, genre.name);
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker?.controller !== null), {
      timeout: 15_000,
    })
    .toBe(true);
  const player = playerOf(page);
  await page.getByRole("button", { name: `Reproducir ${titles[0]}` }).click();
  await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => reservedSongs(page), { timeout: 30_000 }).toHaveLength(2);
  await expect(page.getByTestId("offline-ready")).toHaveText("1 min de 8 h listas");

  await page.context().setOffline(true);
  const banner = page.getByTestId("offline-banner");
  // 80 s of music from the start of the song playing: a minute, then less as it plays on.
  await expect(banner).toHaveText(
    "Sin conexión · reproduciendo desde este dispositivo (quedan 1 min)",
  );
  await player.getByRole("slider", { name: "Posición" }).fill("25");
  await expect(banner).toHaveText(
    "Sin conexión · reproduciendo desde este dispositivo (quedan menos de 1 min)",
  );
  await page.screenshot({ path: `${shots}/offline-banner.png` });
  await player.getByRole("button", { name: "Pausar" }).click();
  await page.context().setOffline(false);
  await expect(banner).toHaveCount(0, { timeout: 15_000 });
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((error) => !error.includes("ERR_INTERNET_DISCONNECTED")),
  );
});

test.describe("at 1440 px", () => {
  test.use({ viewport: viewports.desktop });

  test("the home's shelf shows what sounded last in the account's zones, and until then says it shows the newest", async ({
    page,
    request,
    admin,
  }) => {
    const stamp = Date.now().toString(36);
    const { songs } = await seedSongs(admin, [`Sonó ${stamp}`]);
    const { establishment } = await listenerWithEstablishment(page, request, admin, "Bar Eco");
    // Newer than the song heard: the catalogue's newest, not what sounded.
    await seedSongs(admin, [`Nueva ${stamp}`]);

    await page.goto("/dashboard");
    await waitForHydration(page);
    const newest = page.getByRole("region", { name: "Novedades del catálogo" });
    await expect(newest.getByText("Aún no ha sonado nada en tus zonas")).toBeVisible();
    await expect(newest.getByText(`Nueva ${stamp}`)).toBeVisible();

    // One play of the song, logged by the device that holds the zone.
    const deviceId = crypto.randomUUID();
    await claimZone(page.request, establishment.id, deviceId);
    const now = Date.now();
    const play = {
      id: crypto.randomUUID(),
      establishmentId: establishment.id,
      songId: songs[0]?.id,
      startedAt: new Date(now - 3000).toISOString(),
      endedAt: new Date(now - 1000).toISOString(),
      secondsHeard: 2,
      ending: "ended",
      deviceId,
      origin: "network",
    };
    expect((await page.request.post("/api/play-log", { data: { plays: [play] } })).status()).toBe(
      200,
    );
    await page.reload();
    await waitForHydration(page);
    const played = page.getByRole("region", { name: "Lo último que ha sonado" });
    await expect(played.getByRole("listitem")).toHaveCount(1);
    await expect(played.getByText(`Sonó ${stamp}`)).toBeVisible();
    await expectNoAxeViolations(page, "the home's recently played");
    await page.screenshot({ path: `${shots}/recently-played-1440.png`, fullPage: true });
  });
});

atViewport(viewports.desktop, (viewport) => {
  test("after a reload the player's list shows the genre that plays on", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const titles = [`Ola ${stamp}`, `Prado ${stamp}`];
    const { genre } = await seedSongs(admin, titles, "Chill", { seconds: 30 });
    await signedInListener(page, request, admin, { access: true });
    await openGenre(page, genre.name);
    await page.getByRole("button", { name: `Reproducir ${titles[1]}` }).click();
    await expect(playerOf(page).getByRole("button", { name: "Pausar" })).toBeVisible({
      timeout: 15_000,
    });
    // The music state is saved a second after the song changes.
    await expect
      .poll(
        async () =>
          (
            (await (await page.request.get("/api/music-state")).json()) as {
              queue: { source: { genreId?: string } } | null;
            } | null
          )?.queue?.source.genreId,
      )
      .toBe(genre.id);

    await page.goto("/dashboard/player");
    const chosen = page.getByRole("tabpanel").getByRole("button", { name: new RegExp(genre.name) });
    await expect(page.getByRole("tab", { name: "Géneros" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(chosen).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { level: 2, name: genre.name })).toBeVisible();
    await expect(page.getByRole("button", { name: `Reproducir ${titles[0]}` })).toBeVisible();
    await page.screenshot({ path: `${shots}/player-genre-${viewport.width}.png`, fullPage: true });

    // The listener's own choice wins from then on.
    await page.getByRole("tab", { name: "Todo" }).click();
    await expect(
      page.getByRole("heading", { level: 2, name: "Todas las canciones" }),
    ).toBeVisible();
  });
});
