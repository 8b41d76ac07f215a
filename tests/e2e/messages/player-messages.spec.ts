import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { seedSongs } from "../support/catalog";
import { keptMessages, saveCampaign, uploadMessage } from "../support/messages";
import { reservedSongs } from "../support/offline";
import { listenerWithEstablishment, loggedToday } from "../support/play-log";
import { saveSchedule } from "../support/schedules";
import { installSoundProbe, probedElements } from "../support/sound-probe";

// The test browser lets sound start without a touch, as a kiosk or an installed app does.

const SHOTS = "/tmp/shots-messages";
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` });

const player = (page: Page) => page.getByRole("region", { name: "Reproductor", exact: true });

/** Minutes past midnight in Madrid at `instant`. */
function madridMinute(instant: number) {
  const [hour, minute] = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Madrid",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(instant)
    .split(":")
    .map(Number);
  return (hour ?? 0) * 60 + (minute ?? 0);
}

/** The elements sounding now in the player's graph: music and the message's voice. */
async function sounding(page: Page) {
  const elements = (await probedElements(page)).filter((element) => !element.paused);
  return {
    music: elements.filter((element) => element.src.includes("/api/songs/")),
    voice: elements.filter((element) => element.src.includes("/api/messages/")),
  };
}

/** The whole day of one genre: the player plays it by itself. */
async function allDay(page: Page, establishmentId: string, genreId: string) {
  await saveSchedule(page, establishmentId, {
    open: 0,
    close: 1440,
    slots: [{ name: "Todo el día", start: 0, end: 1440, genreId }],
  });
}

test.describe("1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a message between songs every 2 songs: the songs wait for it, the phone's 'Mando' plays it now over the music, and the history lists it as a message", async ({
    page,
    request,
    admin,
    browser,
  }) => {
    test.setTimeout(120_000);
    await installSoundProbe(page);

    const stamp = Date.now().toString(36);
    const { genre } = await seedSongs(
      admin,
      [`Alba ${stamp}`, `Brisa ${stamp}`, `Calma ${stamp}`],
      "Mañanas",
      { seconds: 5 },
    );
    const { establishment, account } = await listenerWithEstablishment(page, request, admin);
    // Long enough to be heard over the music after the phone asks, on a slow machine too.
    const message = await uploadMessage(page, `Ofertas ${stamp}`, 6);
    // The Principal zone's id is its establishment's (decision 023).
    await saveCampaign(page, {
      name: "Ofertas de la semana",
      messageIds: [message.id],
      zoneIds: [establishment.id],
      mode: { kind: "between", everySongs: 2, minMinutes: null, start: 0, end: 1440 },
    });
    await allDay(page, establishment.id, genre.id);
    await page.goto("/dashboard/player");
    const title = player(page).getByTestId("full-title");
    await expect(title).toHaveText(`Alba ${stamp}`, { timeout: 15_000 });
    await expect(title).toHaveText(`Brisa ${stamp}`, { timeout: 15_000 });
    const line = player(page).getByTestId("full-message");
    await expect(line).toHaveText(`Suena un mensaje: Ofertas ${stamp}`, { timeout: 15_000 });
    // Between songs: only the message sounds; the next song waits for it.
    await expect.poll(async () => (await sounding(page)).voice.length).toBe(1);
    expect((await sounding(page)).music).toEqual([]);
    await shot(page, "between-songs");
    await expectNoAxeViolations(page, "player while a message plays");
    await expect(title).toHaveText(`Calma ${stamp}`, { timeout: 15_000 });
    await expect(line).toHaveCount(0);

    // "Reproducir ahora" from the owner's phone: over the music, which goes down.
    const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const remote = await phone.newPage();
    await remote.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
    await signIn(remote, account);
    await remote.goto("/dashboard/remote");
    const zone = remote.getByRole("article", { name: "Principal", exact: true });
    await expect(zone.getByText("Sonando", { exact: true })).toBeVisible({ timeout: 10_000 });
    // The phone follows the programme too, and never offers to take the zone.
    await expect(remote.getByText("¿Reproducir aquí?")).toHaveCount(0);
    await zone.getByRole("button", { name: /^Reproducir ahora el mensaje Ofertas / }).click();
    await expect(line).toHaveText(`Suena un mensaje: Ofertas ${stamp}`, { timeout: 10_000 });
    await expect
      .poll(async () => {
        const { music, voice } = await sounding(page);
        return { voice: voice.length, ducked: music[0]?.afterFadeDb };
      })
      .toEqual({ voice: 1, ducked: expect.closeTo(-15, 0) });
    await remote.screenshot({ path: `${SHOTS}/remote-message-375.png` });
    await phone.close();
    await expect(line).toHaveCount(0, { timeout: 10_000 });

    // The server has it as a message, never as music; the history says so.
    await expect
      .poll(
        async () =>
          (await loggedToday(page, establishment.id)).plays.map((play) => play.title).sort(),
        { timeout: 30_000 },
      )
      .toEqual(expect.arrayContaining([`Ofertas ${stamp}`, `Alba ${stamp}`, `Brisa ${stamp}`]));
    await page.goto("/dashboard/history");
    await expect(
      page.getByText(`Mensaje propio del establecimiento: Ofertas ${stamp}`).first(),
    ).toBeVisible({ timeout: 15_000 });
    await shot(page, "history-message");
  });
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("a message at an exact time sounds over the music, lowered while it plays, offline too", async ({
    page,
    request,
    admin,
    consoleErrors,
  }) => {
    test.setTimeout(150_000);
    await installSoundProbe(page);
    const stamp = Date.now().toString(36);
    const { genre, songs } = await seedSongs(admin, [`Alba ${stamp}`, `Brisa ${stamp}`], "Noches", {
      seconds: 20,
    });
    const { establishment } = await listenerWithEstablishment(page, request, admin);
    const message = await uploadMessage(page, `Cierre ${stamp}`, 4);
    // A whole minute far enough ahead for the page to load, play and go offline first.
    const at = Math.ceil((Date.now() + 90_000) / 60_000) * 60_000;
    await saveCampaign(page, {
      name: "Cierre",
      messageIds: [message.id],
      zoneIds: [establishment.id],
      mode: { kind: "exact", times: [madridMinute(at)], duckDb: 15 },
    });
    await allDay(page, establishment.id, genre.id);
    // The page's clock runs 45 s before the minute from the start and is never moved on:
    // the player dates its plays by the server's clock, measured against the page's.
    await page.clock.install({ time: at - 45_000 });
    await page.goto("/dashboard/player");
    await expect(player(page).getByTestId("full-title")).toHaveText(`Alba ${stamp}`, {
      timeout: 15_000,
    });
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker?.controller !== null), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect.poll(() => keptMessages(page), { timeout: 15_000 }).toEqual([message.audioPath]);
    // The music goes on from the reserve offline: without the songs kept first, the player
    // would stop after the first one and the cue, over no music, would be let go.
    const songIds = songs.map((song) => song.id).sort();
    await expect
      .poll(async () => (await reservedSongs(page)).filter((id) => songIds.includes(id)).sort(), {
        timeout: 30_000,
      })
      .toEqual(songIds);

    await page.context().setOffline(true);
    await expect(page.getByTestId("offline-banner")).toBeVisible();

    const line = player(page).getByTestId("full-message");
    await expect(line).toHaveText(`Suena un mensaje: Cierre ${stamp}`, { timeout: 50_000 });
    // Over the music: both sound, the music 15 dB down, the message not.
    await expect
      .poll(async () => {
        const { music, voice } = await sounding(page);
        return { music: music.length, voice: voice.length, ducked: music[0]?.afterFadeDb };
      })
      .toEqual({ music: 1, voice: 1, ducked: expect.closeTo(-15, 0) });
    await shot(page, "over-the-music");
    // After it, the music comes back up without waiting for the song to end.
    await expect(line).toHaveCount(0, { timeout: 10_000 });
    await expect.poll(async () => (await sounding(page)).music[0]?.afterFadeDb).toBeCloseTo(0, 1);

    await page.context().setOffline(false);
    await expect
      .poll(
        async () => (await loggedToday(page, establishment.id)).plays.map((play) => play.title),
        { timeout: 40_000 },
      )
      .toContain(`Cierre ${stamp}`);
    await page.goto("/dashboard/history");
    await expect(
      page.getByText(`Mensaje propio del establecimiento: Cierre ${stamp}`).first(),
    ).toBeVisible({ timeout: 15_000 });
    // What the cut itself refused is the point of the test, not a failure: the browser's
    // own requests say so directly, those through the service worker as ERR_FAILED.
    const cut = /net::(ERR_INTERNET_DISCONNECTED|ERR_FAILED)/;
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((error) => !cut.test(error)),
    );
  });
});
