import fs from "node:fs";
import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { seedSongs } from "../support/catalog";
import { listenerWithEstablishment } from "../support/play-log";
import { forEachViewport } from "../support/viewports";
import { SHOWN_LIVE_WITHIN_MS } from "../support/live";

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

/** What a player holding the zone sends (PUT /api/zones/:id/state), as the lead's player will. */
async function playerSays(
  page: Page,
  zoneId: string,
  fields: { playing: boolean; songId?: string },
) {
  const response = await page.request.put(`/api/zones/${zoneId}/state`, {
    data: {
      deviceId: randomUUID(),
      playing: fields.playing,
      track: {
        id: fields.songId ?? randomUUID(),
        title: "Brisa de mar",
        artist: "Lía Costa",
        durationSeconds: 240,
      },
      position: 30,
      volume: 0.6,
      offline: false,
      closed: false,
      reason: "Comidas · Jazz suave",
      at: new Date().toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const card = (page: Page, zone: string) => page.getByRole("article", { name: zone, exact: true });

forEachViewport((viewport) => {
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

    // "No reproducir en mi negocio" asks first, then sends the song playing.
    await terrace
      .getByRole("button", { name: "No reproducir en mi negocio la canción de Terraza" })
      .click();
    const dialog = page.getByRole("dialog", {
      name: "¿No reproducir «Brisa de mar» en tu negocio?",
    });
    const blocking = page.waitForRequest((request) => request.url().endsWith("/commands"));
    await dialog.getByRole("button", { name: "No reproducir" }).click();
    expect((await blocking).postDataJSON()).toMatchObject({ kind: "block", songId: songs[0]?.id });
    await expect(dialog).toHaveCount(0);

    // A list until a time, on a zone with no programme: the page says what is missing.
    await terrace.getByLabel("Lista o género").selectOption({ label: genre.name });
    await terrace
      .getByRole("button", { name: /^Poner esta lista hasta las \d\d:\d\d en Terraza$/ })
      .click();
    await expect(terrace.getByText(/Esta zona no tiene programación/)).toBeVisible();
  });

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
