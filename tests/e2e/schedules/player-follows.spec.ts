import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { seedSongs } from "../support/catalog";
import { listenerWithEstablishment } from "../support/play-log";
import {
  clockMinute,
  clockText,
  comingQuarter,
  saveSchedule,
  untilPattern,
} from "../support/schedules";
import { atViewport, viewports } from "../support/viewports";

// The test browser lets sound start without a touch, as a kiosk or an installed app does
// (support/chromium.ts).

const SHOTS = "/tmp/shots-schedules";
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png` });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The player's line on what plays and why (a link to the programme). */
const playingLine = (page: Page, text: string | RegExp) =>
  page.getByRole("link", {
    name: typeof text === "string" ? `Programación: ${text}` : text,
  });

const player = (page: Page) => page.getByRole("region", { name: "Reproductor", exact: true });

/** Two styles of short songs (6 s each): what the slots play. */
async function twoStyles(admin: Parameters<typeof seedSongs>[0]) {
  const stamp = Date.now().toString(36);
  const morning = await seedSongs(
    admin,
    [`Alba ${stamp}`, `Brisa ${stamp}`, `Calma ${stamp}`],
    "Mañanas",
    {
      seconds: 6,
    },
  );
  const lunch = await seedSongs(admin, [`Duna ${stamp}`, `Eco ${stamp}`], "Comidas", {
    seconds: 6,
  });
  return { morning, lunch, stamp };
}

atViewport(viewports.phone, () => {
  test("a slot's start changes the source after the song playing, and the volume by the hour, and the screen and 'Mando' say what plays, why, from which list and how loud", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now().toString(36);
    // Songs long enough that the one playing at the change is still playing when checked.
    const morning = await seedSongs(admin, [`Alba ${stamp}`, `Brisa ${stamp}`], "Mañanas", {
      seconds: 14,
    });
    const lunch = await seedSongs(admin, [`Duna ${stamp}`, `Eco ${stamp}`], "Comidas", {
      seconds: 6,
    });
    const { establishment } = await listenerWithEstablishment(page, request, admin);
    const change = comingQuarter();
    await saveSchedule(page, establishment.id, {
      open: 0,
      close: 1440,
      slots: [
        {
          name: "Desayunos",
          start: clockMinute(change.minute, -60),
          end: change.minute || 1440,
          genreId: morning.genre.id,
        },
        {
          name: "Comidas",
          start: change.minute,
          end: clockMinute(change.minute, 60, true),
          genreId: lunch.genre.id,
        },
      ],
      // "Volumen por horas": 70 % through the morning, 30 % from the change on.
      volumeCurve: [
        { start: clockMinute(change.minute, -60), volume: 70 },
        { start: change.minute, volume: 30 },
      ],
    });
    // A minute before the change, so that a busy machine loads the page in time.
    await page.clock.install({ time: change.at - 60_000 });
    await page.goto("/dashboard/player");

    const title = player(page).getByTestId("full-title");
    await expect(title).toHaveText(`Alba ${stamp}`, { timeout: 15_000 });
    await expect(player(page).getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect(
      playingLine(
        page,
        new RegExp(
          `^Programación: Desayunos · Género ${escape(morning.genre.name)}, ${untilPattern(change.minute)}$`,
        ),
      ),
    ).toBeVisible();
    // The list shown is the one playing, at the morning's volume.
    await expect(page.getByRole("heading", { level: 2, name: morning.genre.name })).toBeVisible();
    await player(page).getByRole("button", { name: "Mostrar volumen y sonido" }).click();
    const volume = player(page).getByRole("slider", { name: "Volumen" });
    await expect(volume).toHaveValue("0.7");
    await expectNoAxeViolations(page, "player following a schedule");
    await shot(page, "player-slot");

    // Two seconds before the change, just after a song began: on a slow machine the song
    // the page opened with may be near its end by now, and end before the change. Until the
    // player next hears the server's time, it dates what it hears by the moved clock — a
    // play ending then would be dated in the server's future and refused, as it must be.
    await expect(title).toHaveText(`Brisa ${stamp}`, { timeout: 20_000 });
    const now = await page.evaluate(() => Date.now());
    await page.clock.fastForward(change.at - 2_000 - now);
    const playingAtChange = (await title.textContent()) ?? "";
    expect(playingAtChange).toBe(`Brisa ${stamp}`);
    await expect(
      playingLine(
        page,
        new RegExp(`^Programación: Comidas · Género ${escape(lunch.genre.name)}, hasta `),
      ),
    ).toBeVisible({ timeout: 10_000 });
    // The slot has begun at the curve's next volume, at once; the song playing is not cut,
    // and the slot's list follows it.
    await expect(volume).toHaveValue("0.3");
    await expect(title).toHaveText(playingAtChange);
    await expect(title).toHaveText(`Duna ${stamp}`, { timeout: 20_000 });
    await expect(page.getByRole("heading", { level: 2, name: lunch.genre.name })).toBeVisible();
    await expect(player(page).getByRole("button", { name: "Pausar" })).toBeVisible();
    await shot(page, "player-next-slot");

    // "Mando" says the volume and why, as the player reports them.
    const remote = await page.context().newPage();
    await remote.goto("/dashboard/remote");
    const zone = remote.getByRole("article", { name: "Principal", exact: true });
    await expect(zone).toContainText(/Volumen por horas: 30 %, hasta (las|el \S+ a las) /);
    await expect(zone.getByRole("slider", { name: "Volumen de Principal" })).toHaveValue("30");
    await remote.screenshot({ path: `${SHOTS}/remote-volume-curve-375.png` });
  });
});

test.describe("1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("at closing the music fades out over 6 s and stops, and the screen says when it comes back", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    const { morning, stamp } = await twoStyles(admin);
    const { establishment } = await listenerWithEstablishment(page, request, admin);
    const closing = comingQuarter();
    const opens = clockMinute(closing.minute, -60);
    await saveSchedule(page, establishment.id, {
      open: opens,
      close: closing.minute || 1440,
      slots: [
        { name: "Cenas", start: opens, end: closing.minute || 1440, genreId: morning.genre.id },
      ],
    });
    // A minute ahead, so that a busy machine has the page playing before the closing.
    await page.clock.install({ time: closing.at - 60_000 });
    await page.goto("/dashboard/player");
    const title = player(page).getByTestId("full-title");
    await expect(title).toHaveText(`Alba ${stamp}`, { timeout: 15_000 });
    await expect(player(page).getByRole("button", { name: "Pausar" })).toBeVisible();
    const now = await page.evaluate(() => Date.now());
    await page.clock.fastForward(closing.at - 1_000 - now);
    // Closed: still sounding while the fade comes down, then stopped, with the song on screen.
    await expect(
      playingLine(
        page,
        new RegExp(`^Programación: Cerrado: la música vuelve .*${clockText(opens)}$`),
      ),
    ).toBeVisible({ timeout: 10_000 });
    await expect(player(page).getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect(player(page).getByRole("button", { name: "Reproducir" })).toBeVisible({
      timeout: 10_000,
    });
    await expect(title).toBeVisible();
    await shot(page, "player-closed");
  });

  test("a reload mid-slot goes on by itself with the slot's list, and shows it", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    const { morning, stamp } = await twoStyles(admin);
    const { establishment } = await listenerWithEstablishment(page, request, admin);
    const end = comingQuarter();
    await saveSchedule(page, establishment.id, {
      open: 0,
      close: 1440,
      slots: [
        {
          name: "Desayunos",
          start: clockMinute(end.minute, -60),
          end: end.minute || 1440,
          genreId: morning.genre.id,
        },
      ],
    });
    await page.clock.install({ time: end.at - 90_000 });
    await page.goto("/dashboard/player");
    const title = player(page).getByTestId("full-title");
    await expect(title).toHaveText(`Brisa ${stamp}`, { timeout: 15_000 });
    // Saved on the way out; back with no one touching anything.
    await page.reload();
    await expect(title).toHaveText(`Brisa ${stamp}`, { timeout: 10_000 });
    await expect(player(page).getByRole("button", { name: "Pausar" })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole("button", { name: /Reanudar/ })).toHaveCount(0);
    await expect(playingLine(page, /^Programación: Desayunos · /)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: morning.genre.name })).toBeVisible();
  });
});

test.describe("375 px", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("at opening the music starts by itself where the browser allows it", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    const { morning, stamp } = await twoStyles(admin);
    const { establishment } = await listenerWithEstablishment(page, request, admin);
    const opening = comingQuarter();
    await saveSchedule(page, establishment.id, {
      open: opening.minute,
      close: clockMinute(opening.minute, 60, true),
      slots: [
        {
          name: "Desayunos",
          start: opening.minute,
          end: clockMinute(opening.minute, 60, true),
          genreId: morning.genre.id,
        },
      ],
    });
    await page.clock.install({ time: opening.at - 4_000 });
    await page.goto("/dashboard/player");
    await expect(
      playingLine(
        page,
        new RegExp(
          `^Programación: Cerrado: la música vuelve (a las|el \\S+ a las) ${clockText(opening.minute)}$`,
        ),
      ),
    ).toBeVisible();
    await expect(player(page).getByTestId("full-title")).toHaveText(`Alba ${stamp}`, {
      timeout: 15_000,
    });
    await expect(player(page).getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Pulsa para empezar la música" })).toHaveCount(0);
  });

  test("'Poner esta lista hasta las…' plays the list at once; 'Volver a la programación' goes back", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    const { morning, lunch, stamp } = await twoStyles(admin);
    const { establishment } = await listenerWithEstablishment(page, request, admin);
    const end = comingQuarter();
    await saveSchedule(page, establishment.id, {
      open: 0,
      close: 1440,
      slots: [
        {
          name: "Desayunos",
          start: clockMinute(end.minute, -60),
          end: end.minute || 1440,
          genreId: morning.genre.id,
        },
      ],
    });
    await page.goto("/dashboard/player");
    const title = player(page).getByTestId("full-title");
    await expect(title).toHaveText(`Alba ${stamp}`, { timeout: 15_000 });

    await page.getByRole("tab", { name: "Géneros" }).click();
    await page
      .getByRole("tabpanel")
      .getByRole("button", { name: new RegExp(lunch.genre.name) })
      .click();
    const until = page.getByLabel("Hasta las");
    await until.selectOption({ index: 2 });
    const time = (await until.locator("option:checked").textContent()) ?? "";
    await page.getByRole("button", { name: `Poner esta lista hasta las ${time}` }).click();
    await expect(page.getByText(`Suena esta lista hasta las ${time}.`)).toBeVisible();
    // At once: the song playing is cut for the list's first (a busy machine asks for the
    // list's songs and their audio more slowly than a shop's).
    await expect(title).toHaveText(`Duna ${stamp}`, { timeout: 20_000 });
    // "hasta el lunes a las 00:30" when the time chosen is past midnight.
    await expect(
      playingLine(
        page,
        new RegExp(
          `^Programación: Elegido a mano: Género ${lunch.genre.name}, hasta (?:las|el \\S+ a las) ${time}$`,
        ),
      ),
    ).toBeVisible();
    await shot(page, "player-override");

    await page.getByRole("button", { name: "Volver a la programación" }).click();
    await expect(playingLine(page, /^Programación: Desayunos · /)).toBeVisible();
    await expect(title).toHaveText(`Alba ${stamp}`, { timeout: 10_000 });
    await expect(page.getByRole("button", { name: "Volver a la programación" })).toHaveCount(0);
  });
});
