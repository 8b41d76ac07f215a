import { GAPLESS } from "../support/sound";
import fs from "node:fs";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { openGenre, seedSongs } from "../support/catalog";
import { expectNoSidewaysScroll } from "../support/layout";
import { uploadMessage } from "../support/messages";
import {
  claimZone,
  listenerWithEstablishment,
  loggedToday,
  madridToday,
  waitForLoggedPlays,
} from "../support/play-log";
import { atViewport, viewports } from "../support/viewports";

const shots = "/tmp/shots-playlog";

test("a song playing when the page reloads is logged as abandoned, with the time heard", async ({
  page,
  request,
  admin,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const title = `Recarga ${stamp}`;
  const { genre } = await seedSongs(admin, [title], "Pruebas", { seconds: 30 });
  const { establishment } = await listenerWithEstablishment(page, request, admin);
  await openGenre(page, genre.name);
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  await page.getByRole("button", { name: `Reproducir ${title}` }).click();
  await expect(player.getByTestId("full-elapsed")).toHaveText("0:02", { timeout: 10_000 });

  await page.reload();
  await expect(player.getByRole("button", { name: "Reanudar música" })).toBeVisible();
  await waitForLoggedPlays(page, establishment.id, 1);
  const [play] = (await loggedToday(page, establishment.id)).plays;
  expect(play).toMatchObject({ title, ending: "abandoned" });
  // Seen at 0:02, less the song's leading silence, which the player skips (a fade-in).
  expect(play?.secondsHeard).toBeGreaterThanOrEqual(1.5);
  expect(play?.secondsHeard).toBeLessThan(6);

  await page.goto("/dashboard/history");
  await expect(page.getByTestId("history-play")).toHaveCount(1);
  await expect(page.getByTestId("history-play")).toContainText("pausada y abandonada");
});

test("plays finished while the connection is down arrive once it is back, once", async ({
  page,
  request,
  admin,
  consoleErrors,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const titles = [`Sin red ${stamp}`, `Con red ${stamp}`];
  const { genre } = await seedSongs(admin, titles, "Pruebas", { seconds: 30 });
  const { establishment } = await listenerWithEstablishment(page, request, admin);
  await openGenre(page, genre.name);
  const player = page.getByRole("region", { name: "Reproductor", exact: true });
  await page.getByRole("button", { name: `Reproducir ${titles[0]}` }).click();
  await expect(player.getByTestId("full-elapsed")).toHaveText("0:02", { timeout: 10_000 });

  // The connection drops; the listener pauses and moves on: that play is over, and waits.
  await page.context().setOffline(true);
  await player.getByRole("button", { name: "Pausar" }).click();
  await player.getByRole("button", { name: "Siguiente" }).click();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem("sonaria.playQueue") ?? "[]")))
    .toEqual([expect.objectContaining({ ending: "abandoned" })]);
  // The player cannot reach the server either: it says so, and plays what the device has.
  await expect(page.getByTestId("offline-banner")).toContainText("Sin conexión");

  // Back online: what waited is sent (the player went on from what it had meanwhile).
  await page.context().setOffline(false);
  await waitForLoggedPlays(page, establishment.id, 1);
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem("sonaria.playQueue")))
    .toBe("[]");
  // Another load sends whatever is queued again: nothing is logged twice.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(3_000);
  const { plays } = await loggedToday(page, establishment.id);
  const cut = plays.filter((play) => play.title === titles[0] && play.ending === "abandoned");
  expect(cut).toHaveLength(1);
  expect(new Set(plays.map((play) => `${play.title} ${play.startedAt}`)).size).toBe(plays.length);

  // Requests the cut itself refused are the point of this test, not failures.
  const offline = (text: string) => text.includes("ERR_INTERNET_DISCONNECTED");
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !offline(e)));
});

test.describe("1440 px", () => {
  test.use({ viewport: viewports.desktop });

  test("a café with two rooms: its CSV names each row's establishment and zone", async ({
    page,
    request,
    admin,
  }) => {
    const { songs } = await seedSongs(admin, [`Dos salas ${Date.now().toString(36)}`]);
    const song = songs[0] as { id: string };
    const { establishment } = await listenerWithEstablishment(page, request, admin, "Lumen");
    const added = await page.request.post(`/api/establishments/${establishment.id}/zones`, {
      data: { name: "Terraza" },
    });
    expect(added.status(), await added.text()).toBe(201);
    const terrace = (await added.json()) as { id: string };
    // Each room's player claims its zone, then both play the same song at the same moment.
    const [hall, outside] = [crypto.randomUUID(), crypto.randomUUID()];
    await claimZone(page.request, establishment.id, hall, { takeOver: true });
    await claimZone(page.request, terrace.id, outside, { takeOver: true });
    const start = Date.now() + 200;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const play = (deviceId: string, zoneId: string) => ({
      id: crypto.randomUUID(),
      establishmentId: establishment.id,
      zoneId,
      songId: song.id,
      startedAt: new Date(start).toISOString(),
      endedAt: new Date(start + 1_000).toISOString(),
      secondsHeard: 1,
      ending: "ended",
      deviceId,
      origin: "network",
    });
    const sent = await page.request.post("/api/play-log", {
      data: { plays: [play(hall, establishment.id), play(outside, terrace.id)] },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await page.goto("/dashboard/history");
    await expect(page.getByTestId("history-play")).toHaveCount(2);
    await expectNoAxeViolations(page, "/dashboard/history of two zones at 1440 px");
    await page.screenshot({ path: `${shots}/history-two-zones.png`, fullPage: true });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /^Descargar CSV/ }).click(),
    ]);
    const [header, ...records] = fs
      .readFileSync(await download.path())
      .subarray(3)
      .toString("utf8")
      .trim()
      .split("\r\n")
      .map((line) => line.split(";"));
    const columns = header ?? [];
    const zoneOf = (fields: string[]) =>
      [fields[columns.indexOf("establecimiento")], fields[columns.indexOf("zona")]].join(" / ");
    // The two rows start at the same second: only their zone tells them apart.
    expect(new Set(records.map((fields) => fields[1])).size).toBe(1);
    expect(records.map(zoneOf).sort()).toEqual(["Lumen / Principal", "Lumen / Terraza"]);
  });
});

test.describe("375 px, touch", () => {
  test.use({ viewport: viewports.phone, hasTouch: true, isMobile: true });

  test("a message heard 0:02 from hh:mm:ss.1 reads hh:mm:ss–hh:mm:ss+2 in the history", async ({
    page,
    request,
    admin,
  }) => {
    const { establishment } = await listenerWithEstablishment(page, request, admin, "Café Lumen");
    const message = await uploadMessage(page, "Cierre", 3);
    const deviceId = crypto.randomUUID();
    await claimZone(page.request, establishment.id, deviceId);
    // From a tenth of a second past the next second, heard 1.8 s (said as 0:02), sent then.
    const start = Math.ceil(Date.now() / 1000) * 1000 + 100;
    await page.waitForTimeout(start + 1_900 - Date.now());
    const sent = await page.request.post("/api/play-log", {
      data: {
        plays: [
          {
            id: crypto.randomUUID(),
            establishmentId: establishment.id,
            songId: message.id,
            kind: "message",
            startedAt: new Date(start).toISOString(),
            endedAt: new Date(start + 1_800).toISOString(),
            secondsHeard: 1.8,
            ending: "ended",
            deviceId,
            origin: "network",
          },
        ],
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const clock = (instant: number) =>
      new Intl.DateTimeFormat("en-GB", {
        timeZone: "Europe/Madrid",
        hour: "2-digit",
        minute: "2-digit",
        second: "2-digit",
        hourCycle: "h23",
      }).format(instant);

    await page.goto("/dashboard/history");
    const row = page.getByRole("row").filter({ hasText: "Cierre" });
    await expect(row).toContainText(`${clock(start - 100)}–${clock(start - 100 + 2_000)}`);
    await expect(row).toContainText("0:02");
    await expectNoAxeViolations(page, "history with a message");
    await page.screenshot({ path: `${shots}/message-span-375.png`, fullPage: true });
  });
});

atViewport(viewports.desktop, (viewport) => {
  test("two songs played are in the history with their time heard and ending, and in its CSV", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const first = `Aurora ${stamp}`;
    const second = `Bahía ${stamp}`;
    const { genre } = await seedSongs(admin, [first, second], "Pruebas", { seconds: 4 });
    // Gapless: a crossfade would end the first song where the second begins, sooner.
    const { establishment } = await listenerWithEstablishment(
      page,
      request,
      admin,
      undefined,
      GAPLESS,
    );

    // The first song plays to its end, the second starts by itself and is skipped after a
    // second or so; the first comes round again and is paused (still open: not logged).
    await openGenre(page, genre.name);
    const player = page.getByRole("region", { name: "Reproductor", exact: true });
    await page.getByRole("button", { name: `Reproducir ${first}` }).click();
    await expect(player.getByTestId("full-title")).toHaveText(second, { timeout: 15_000 });
    await expect(player.getByTestId("full-elapsed")).toHaveText("0:01", { timeout: 5_000 });
    await player.getByRole("button", { name: "Siguiente" }).click();
    await expect(player.getByTestId("full-title")).toHaveText(first);
    await player.getByRole("button", { name: "Pausar" }).click();
    await waitForLoggedPlays(page, establishment.id, 2);

    // On a phone the menu is a drawer, opened first.
    const menuButton = page.getByRole("button", { name: "Abrir menú" });
    if (await menuButton.isVisible()) await menuButton.click();
    await page.getByRole("link", { name: "Historial", exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/history/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Historial de reproducción");
    const rows = page.getByTestId("history-play");
    await expect(rows).toHaveCount(2);
    // Newest first: the skipped second song, then the first, heard to its end.
    await expect(rows.nth(0)).toContainText(second);
    await expect(rows.nth(0)).toContainText("saltada");
    await expect(rows.nth(0)).toContainText(/0:0[1-3]/);
    await expect(rows.nth(1)).toContainText(first);
    await expect(rows.nth(1)).toContainText("terminó");
    await expect(rows.nth(1)).toContainText(/0:0[3-5]/);
    // Streamed as it played, on this browser (Playwright's "Desktop Chrome" says Windows),
    // named as a person would say it.
    await expect(rows.nth(1)).toContainText("en directo");
    await expect(rows.nth(1).getByTestId("history-device")).toHaveText("Chrome en Windows");
    await expect(rows.nth(0).getByTestId("history-device")).toHaveText("Chrome en Windows");
    await expect(rows.nth(1).getByTestId("history-device")).toBeVisible();
    for (const row of [rows.nth(0), rows.nth(1)])
      await expect(row).not.toContainText(/\bred\b|caché/);
    const day = page.getByTestId("history-day").filter({ visible: true });
    await expect(day).toHaveCount(1);
    await expect(day).toContainText("2");
    await expect(page.getByText("2 reproducciones", { exact: true })).toBeVisible();

    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `/dashboard/history at ${viewport.width} px`);
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/history-${viewport.width}.png`, fullPage: true });
    await rows.nth(1).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/shots-history/history-rows-${viewport.width}.png` });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: /^Descargar CSV/ }).click(),
    ]);
    const today = madridToday();
    const week = new Date(Date.parse(`${today}T12:00:00Z`) - 6 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect(download.suggestedFilename()).toBe(`historial-bar-lucia-${week}-${today}.csv`);
    const bytes = fs.readFileSync(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString("utf8").trim().split("\r\n");
    expect(lines[0]).toBe(
      "fecha;hora local;hora de fin;zona horaria;diferencia horaria;título;artista;id de canción;segundos;final;dispositivo;cómo sonó;registrada;recibida;id técnico del dispositivo;tipo;establecimiento;zona",
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`;${first};Artista 1;`);
    expect(lines[1]).toContain(";terminó;");
    // Streamed, and sent as they ended: recorded at once.
    expect(lines[1]).toMatch(/;Europe\/Madrid;UTC\+0[12]:00;/);
    expect(lines[1]).toContain(";Chrome en Windows;en directo;al momento;");
    expect(lines[2]).toContain(`;${second};Artista 2;`);
    expect(lines[2]).toContain(";saltada;");
  });
});
