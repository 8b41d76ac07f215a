import fs from "node:fs";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { seedSongs } from "../support/catalog";
import { listenerWithEstablishment } from "../support/play-log";
import { atViewport, viewports } from "../support/viewports";
import { SHOWN_LIVE_WITHIN_MS } from "../support/live";
import { createEstablishment } from "../support/establishments";
import { saveSchedule } from "../support/schedules";
import { playerSays } from "../support/zone-state";

const SHOTS = "/tmp/shots-remote";
fs.mkdirSync(SHOTS, { recursive: true });

/** An owner with access, one establishment and a second zone, "Terraza". */
async function ownerWithTwoZones(
  page: Page,
  ...scene: Parameters<typeof listenerWithEstablishment> extends [Page, ...infer Rest]
    ? Rest
    : never
) {
  const { establishment } = await listenerWithEstablishment(page, ...scene);
  const added = await page.request.post(`/api/establishments/${establishment.id}/zones`, {
    data: { name: "Terraza" },
  });
  expect(added.status(), await added.text()).toBe(201);
  const terrace = (await added.json()) as { id: string };
  return { establishment, terraceId: terrace.id };
}

const card = (page: Page, zone: string) => page.getByRole("article", { name: zone, exact: true });

test("an owner with a single zone sees no summary on the home, and 'Mando' in the menu", async ({
  page,
  request,
  admin,
}) => {
  await listenerWithEstablishment(page, request, admin, "Bar Lucía");
  await page.goto("/dashboard");
  await waitForHydration(page);
  await expect(page.getByRole("link", { name: "Mando" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Sonando ahora" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Zonas ahora" })).toHaveCount(0);
});

test.describe("on a phone, by touch", () => {
  test.use({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

  test("'Mando' gives the volume the card's width with − and + steps, ends where its controls end, and keeps the list chosen after 'Poner esta lista…'", async ({
    page,
    request,
    admin,
  }) => {
    const first = await seedSongs(admin, ["Alba"], "Mañanas");
    const second = await seedSongs(admin, ["Brisa"], "Tardes");
    const { establishment } = await listenerWithEstablishment(page, request, admin, "Café Lumen");
    await saveSchedule(page, establishment.id, {
      open: 0,
      close: 1440,
      slots: [{ name: "Todo el día", start: 0, end: 1440, genreId: first.genre.id }],
    });
    // The establishment's first zone ("Principal") has the establishment's id.
    await playerSays(page, establishment.id, { playing: true });
    await page.goto("/dashboard/remote");
    await waitForHydration(page);
    const zone = card(page, "Principal");
    await expect(zone.getByText("Sonando", { exact: true })).toBeVisible();

    // The slider spans the card, so a thumb lands where it means to.
    const slider = zone.getByRole("slider", { name: "Volumen de Principal" });
    const [sliderBox, cardBox] = [await slider.boundingBox(), await zone.boundingBox()];
    expect(sliderBox?.width ?? 0).toBeGreaterThan((cardBox?.width ?? 0) * 0.5);
    // A step up and a step down, each one command.
    const sentVolume = () =>
      page.waitForRequest(
        (sent) => sent.url().endsWith("/commands") && sent.postDataJSON()?.kind === "volume",
      );
    const before = Number(await slider.inputValue());
    let sent = sentVolume();
    await zone.getByRole("button", { name: "Subir el volumen de Principal" }).tap();
    expect((await sent).postDataJSON()).toMatchObject({
      kind: "volume",
      value: (before + 5) / 100,
    });
    await expect(slider).toHaveValue(String(before + 5));
    // And by keyboard.
    sent = sentVolume();
    await zone.getByRole("button", { name: "Bajar el volumen de Principal" }).focus();
    await page.keyboard.press("Enter");
    expect((await sent).postDataJSON()).toMatchObject({ kind: "volume", value: before / 100 });

    // The controls are followed by the next ones, with no empty band between. Polled: the
    // card settles a moment after the command's answer (a busy machine caught it mid-way).
    const bandBelowVolume = async () => {
      const volumeBottom = await zone
        .getByRole("button", { name: "Subir el volumen de Principal" })
        .evaluate((element) => element.getBoundingClientRect().bottom);
      const nextTop = await zone
        .getByRole("button", { name: "No reproducir en mi negocio la canción de Principal" })
        .evaluate((element) => element.getBoundingClientRect().top);
      return nextTop - volumeBottom;
    };
    await expect.poll(bandBelowVolume).toBeLessThan(32);

    // A list until a time: once put, the picker shows the list put, also opened again.
    const picker = zone.getByLabel("Lista o género");
    await picker.selectOption({ label: second.genre.name });
    const put = page.waitForResponse((answer) => answer.url().endsWith("/commands"));
    await zone
      .getByRole("button", { name: /^Poner esta lista hasta las \d\d:\d\d en Principal$/ })
      .tap();
    expect((await put).status()).toBe(202);
    await expect(picker.locator("option:checked")).toHaveText(second.genre.name);
    await page.reload();
    await waitForHydration(page);
    await expect(picker.locator("option:checked")).toHaveText(second.genre.name);
    await expectNoAxeViolations(page, "Mando on a phone");
    await page.screenshot({ path: `${SHOTS}/phone-volume-375.png`, fullPage: true });
  });
});

test.describe("at 1440 px", () => {
  test.use({ viewport: viewports.desktop });

  test("the home and 'Mando' name the zone of what sounds, of the programme line and of a second shop's 'Principal', and what was chosen by hand", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    const mornings = await seedSongs(admin, ["Alba"], "Mañanas", { seconds: 20 });
    const afternoons = await seedSongs(admin, ["Brisa"], "Tardes", { seconds: 20 });
    const { establishment: lumen, terraceId } = await ownerWithTwoZones(
      page,
      request,
      admin,
      "Cafetería Lumen",
    );
    // The first zone renamed "Sala"; a second shop keeps its "Principal".
    const renamed = await page.request.patch(`/api/zones/${lumen.id}`, { data: { name: "Sala" } });
    expect(renamed.status(), await renamed.text()).toBe(200);
    await createEstablishment(page.request, { tradingName: "Lumen Dos" });
    // This computer plays the terrace, whose programme a list chosen by hand overrides.
    await saveSchedule(
      page,
      lumen.id,
      {
        open: 0,
        close: 1440,
        slots: [{ name: "Todo el día", start: 0, end: 1440, genreId: mornings.genre.id }],
      },
      terraceId,
    );
    const chosen = await page.request.post(`/api/zones/${terraceId}/commands`, {
      data: {
        id: randomUUID(),
        kind: "override",
        source: { kind: "genre", genreId: afternoons.genre.id },
        shuffle: false,
        until: new Date(Date.now() + 60 * 60_000).toISOString(),
      },
    });
    expect(chosen.status(), await chosen.text()).toBe(202);
    await page.evaluate((zoneId) => localStorage.setItem("sonaria.zone", zoneId), terraceId);

    await page.goto("/dashboard");
    await waitForHydration(page);
    const sounding = page.getByRole("region", { name: "Sonando ahora" });
    await expect(sounding.getByText("Brisa")).toBeVisible({ timeout: 15_000 });
    await expect(sounding.getByText("En Cafetería Lumen · Terraza")).toBeVisible();
    // An hour from now may be past midnight: "hasta el lunes a las 00:10".
    const manual = new RegExp(
      `^Programación de Cafetería Lumen · Terraza: Elegido a mano: Género ${afternoons.genre.name}, hasta (?:las|el \\S+ a las) \\d\\d:\\d\\d$`,
    );
    await expect(page.getByRole("link", { name: manual })).toBeVisible();
    const summary = page.getByRole("region", { name: "Zonas ahora" });
    for (const zone of [
      "Cafetería Lumen · Sala",
      "Cafetería Lumen · Terraza",
      "Lumen Dos · Principal",
    ])
      await expect(summary.getByText(zone, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "the home naming its zones");
    await page.screenshot({ path: `${SHOTS}/home-zones-named-1440.png`, fullPage: true });

    await summary.getByRole("link", { name: "Abrir el mando" }).click();
    await expect(card(page, "Lumen Dos · Principal")).toBeVisible();
    const terrace = card(page, "Cafetería Lumen · Terraza");
    await expect(
      terrace.getByText(`Elegido a mano: Género ${afternoons.genre.name}, hasta `),
    ).toBeVisible({ timeout: SHOWN_LIVE_WITHIN_MS });
    await expectNoAxeViolations(page, "Mando naming its zones");
    await page.screenshot({ path: `${SHOTS}/mando-zones-named-1440.png`, fullPage: true });
  });
});

atViewport(viewports.phone, (viewport) => {
  test("'Mando' shows every zone, says plainly which no player plays, and follows a player's state live", async ({
    page,
    request,
    admin,
    expectHttpErrors,
  }) => {
    test.setTimeout(90_000);
    // A list chosen by hand is refused without a programme: a 404, on purpose.
    expectHttpErrors(404);
    const { genre, songs } = await seedSongs(admin, ["Brisa de mar"], "Mando", { seconds: 4 });
    const { terraceId } = await ownerWithTwoZones(page, request, admin, "Hotel Mar");
    await page.goto("/dashboard/remote");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Mando", level: 1 })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Hotel Mar", level: 2 })).toBeVisible();

    // No player yet: each zone says so, and offers no control it could not carry out.
    for (const zone of ["Principal", "Terraza"]) {
      const zoneCard = card(page, zone);
      await expect(zoneCard.getByText("Sin reproductor", { exact: true })).toBeVisible();
      await expect(
        zoneCard.getByText("Ningún dispositivo está reproduciendo esta zona"),
      ).toBeVisible();
      await expect(zoneCard.getByRole("button", { name: `Reproducir ${zone}` })).toBeDisabled();
      await expect(zoneCard.getByRole("button", { name: `Siguiente en ${zone}` })).toBeDisabled();
      await expect(zoneCard.getByRole("slider", { name: `Volumen de ${zone}` })).toBeDisabled();
    }
    await expectNoAxeViolations(page, "Mando without players");
    await page.screenshot({ path: `${SHOTS}/no-player-${viewport.width}.png`, fullPage: true });

    // A player takes the terrace: its state reaches the page by the live stream, no reload.
    const sentAt = Date.now();
    await playerSays(page, terraceId, { playing: true, songId: songs[0]?.id });
    const terrace = card(page, "Terraza");
    await expect(terrace.getByText("Sonando", { exact: true })).toBeVisible({
      timeout: SHOWN_LIVE_WITHIN_MS,
    });
    expect(Date.now() - sentAt).toBeLessThan(2_000);
    await expect(terrace.getByText("Brisa de mar")).toBeVisible();
    await expect(terrace.getByText("Lía Costa")).toBeVisible();
    await expect(terrace.getByText("Comidas · Jazz suave")).toBeVisible();
    await expect(terrace.getByRole("slider", { name: "Volumen de Terraza" })).toHaveValue("60");
    // The bar moves while it plays.
    const progress = terrace.getByRole("progressbar", { name: "Avance de la canción en Terraza" });
    const first = Number(await progress.getAttribute("aria-valuenow"));
    await expect
      .poll(async () => Number(await progress.getAttribute("aria-valuenow")))
      .toBeGreaterThan(first);
    // The other zone still has nobody.
    await expect(card(page, "Principal").getByText("Sin reproductor")).toBeVisible();

    // Pausar sends the command to the terrace, and says it is on its way.
    const sent = page.waitForRequest(
      (request) =>
        request.url().endsWith(`/api/zones/${terraceId}/commands`) && request.method() === "POST",
    );
    await terrace.getByRole("button", { name: "Pausar Terraza" }).click();
    const command = (await sent).postDataJSON() as { id: string; kind: string };
    expect(command.kind).toBe("pause");
    await expect(terrace.getByText("Enviando la orden…")).toBeVisible();
    // Nobody answers it here (the player is a stand-in): after 3 s the page says so.
    await expect(terrace.getByText("La zona no ha respondido")).toBeVisible({ timeout: 5_000 });

    await expectNoAxeViolations(page, "Mando with a zone playing");
    await page.screenshot({ path: `${SHOTS}/playing-${viewport.width}.png`, fullPage: true });

    // "No reproducir en mi negocio" asks first — the owner, where — then sends the song playing.
    await terrace
      .getByRole("button", { name: "No reproducir en mi negocio la canción de Terraza" })
      .click();
    const dialog = page.getByRole("dialog", {
      name: "¿No reproducir «Brisa de mar» en tu negocio?",
    });
    const blocking = page.waitForRequest((request) => request.url().endsWith("/commands"));
    await expect(dialog.getByRole("button", { name: "En todas las zonas" })).toBeVisible();
    await dialog.getByRole("button", { name: "Solo en esta zona" }).click();
    expect((await blocking).postDataJSON()).toMatchObject({
      kind: "block",
      songId: songs[0]?.id,
      everywhere: false,
    });
    await expect(dialog).toHaveCount(0);

    // A list until a time, on a zone with no programme: the page says what is missing.
    await terrace.getByLabel("Lista o género").selectOption({ label: genre.name });
    await terrace
      .getByRole("button", { name: /^Poner esta lista hasta las \d\d:\d\d en Terraza$/ })
      .click();
    await expect(terrace.getByText(/Esta zona no tiene programación/)).toBeVisible();
  });
});

atViewport(viewports.desktop, () => {
  test("'Mando' draws its zones and what they offer from its document, and a state heard before its stream opens is not missed", async ({
    page,
    request,
    admin,
    expectHttpErrors,
  }) => {
    const stamp = Date.now().toString(36);
    const { genre } = await seedSongs(admin, [`Primera ${stamp}`], `Mando ${stamp}`);
    const { terraceId } = await ownerWithTwoZones(page, request, admin, `Hotel Sol ${stamp}`);
    // From now on the network fails what the page asks as it opens: its document brought it.
    const firstData = /\/api\/(zones\/live|playlists|public-playlists|genres|messages)(\?|$)/;
    expectHttpErrors(503);
    await page.route(firstData, (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: "UNAVAILABLE", message: "Servicio no disponible" } },
      }),
    );
    // And the live stream is slow to open.
    let openStream = () => {};
    const streamHeld = new Promise<void>((resolve) => (openStream = resolve));
    await page.route("**/api/events", async (route) => {
      await streamHeld;
      await route.continue();
    });

    await page.goto("/dashboard/remote");
    const terrace = card(page, "Terraza");
    await expect(terrace.getByText("Sin reproductor", { exact: true })).toBeVisible();
    await expect(
      terrace.getByLabel("Lista o género").locator("option", { hasText: genre.name }),
    ).toHaveCount(1);

    // A player takes the terrace while the stream is not open: told, and missed.
    await page.unroute(firstData);
    await playerSays(page, terraceId, { playing: true });
    await page.waitForTimeout(500);
    await expect(terrace.getByText("Sin reproductor", { exact: true })).toBeVisible();
    // Once open, the page reads the zones again.
    openStream();
    await expect(terrace.getByText("Sonando", { exact: true })).toBeVisible({ timeout: 5_000 });
    await expect(terrace.getByText("Brisa de mar")).toBeVisible();
  });
});

atViewport(viewports.phone, (viewport) => {
  test("the dashboard home of an owner with two zones shows 'Zonas ahora', live, and leads to 'Mando'", async ({
    page,
    request,
    admin,
  }) => {
    const { terraceId } = await ownerWithTwoZones(page, request, admin, "Hotel Mar");
    await page.goto("/dashboard");
    await waitForHydration(page);
    const summary = page.getByRole("region", { name: "Zonas ahora" });
    await expect(summary.getByText("Principal")).toBeVisible();
    await expect(summary.getByText("Terraza")).toBeVisible();
    await expect(summary.getByText("Sin reproductor")).toHaveCount(2);

    await playerSays(page, terraceId, { playing: true });
    await expect(summary.getByText("Brisa de mar · Lía Costa")).toBeVisible({
      timeout: SHOWN_LIVE_WITHIN_MS,
    });
    await expect(summary.getByText("Sonando", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "the home with two zones");
    await page.screenshot({ path: `${SHOTS}/home-${viewport.width}.png`, fullPage: true });

    await summary.getByRole("link", { name: "Abrir el mando" }).click();
    await expect(page).toHaveURL(/\/dashboard\/remote$/);
    await expect(card(page, "Terraza").getByText("Brisa de mar")).toBeVisible();
  });
});
