import fs from "node:fs";
import { paths } from "../../../src/shared/paths";
import { expect, test } from "../fixtures";
import { signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { seedSongs } from "../support/catalog";
import { customerWithCertificate, madridMoment } from "../support/certificates";
import { claimZone } from "../support/play-log";
import { expectNoSidewaysScroll } from "../support/layout";
import { atViewport, viewports } from "../support/viewports";

const shots = "/tmp/shots-history";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

const waitUntil = async (moment: number) => {
  const wait = moment - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
};

atViewport(viewports.phone, (viewport) => {
  test("the public answer names songs without ids and comes into view; the history says how each play sounded and on which phone", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const { songs } = await seedSongs(admin, [`Mañana ${stamp}`, `Tarde ${stamp}`]);
    const [streamed, reserved] = songs as [{ id: string; title: string }, { id: string }];
    // Two Android phones with Chrome: the first plays the establishment from before its
    // certificate, then both get their offline lease: the history tells them apart.
    const phones = [crypto.randomUUID(), crypto.randomUUID()] as [string, string];
    const android = { "user-agent": CHROME_ANDROID };
    const { account, certificate, establishment } = await customerWithCertificate(request, admin, {
      player: { deviceId: phones[0], headers: android },
    });
    for (const phone of phones) {
      const access = await request.get(`/api/access?deviceId=${phone}`, {
        headers: { "user-agent": CHROME_ANDROID },
      });
      expect(access.status()).toBe(200);
    }
    // The first phone streams a song, the second plays one from its offline reserve.
    const start = Date.parse(certificate.validFrom) + 200;
    await waitUntil(start + 3_800);
    // The second phone takes the establishment over before its play, as its player would.
    await claimZone(request, establishment.id, phones[1], { takeOver: true, headers: android });
    const play = (songId: string, at: number, deviceId: string, origin: string) => ({
      id: crypto.randomUUID(),
      establishmentId: establishment.id,
      songId,
      startedAt: new Date(at).toISOString(),
      endedAt: new Date(at + 1_000).toISOString(),
      secondsHeard: 1,
      ending: "ended",
      deviceId,
      origin,
    });
    const sent = await request.post("/api/play-log", {
      data: {
        plays: [
          play(streamed.id, start, phones[0], "network"),
          play(reserved.id, start + 2_000, phones[1], "cache"),
        ],
      },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    // '¿Qué sonaba?', asked by anyone: the songs by their names, never by an id.
    await page.goto(`/verificar/${certificate.code}`);
    const form = page.getByRole("region", { name: "¿Qué sonaba?" });
    await expect(form).toBeVisible({ timeout: 20_000 });
    const moment = madridMoment(start);
    await form.getByLabel("Fecha").fill(moment.date);
    await form.getByLabel("Hora").fill(moment.time);
    await form.getByRole("button", { name: "Consultar" }).click();
    const answer = page.getByTestId("what-played-answer");
    await expect(answer.getByTestId("what-played-play").first()).toContainText(
      `«${streamed.title}» de Artista 1`,
    );
    await expect(answer.getByTestId("what-played-play").first()).toContainText(
      "registrado al momento",
    );
    // Beside each song, who owns it and on what licence (decision 039).
    await expect(answer.getByTestId("what-played-rights").first()).toHaveText(
      /^Autoría: Artista 1 · Interpretación: Artista 1 · Grabación: Música Libre S\.L\. · Licencia: Música Libre S\.L\. \(LIC-E2E-[^)]+\) · No gestionada por SGAE, AGEDI ni AIE$/,
    );
    await expect(answer).not.toContainText(/\bid\b/i);
    for (const song of songs) await expect(page.locator("body")).not.toContainText(song.id);
    // The answer has the focus and is on screen: on a phone it lies below the form.
    await expect(answer).toBeFocused();
    await expect(answer).toBeInViewport({ ratio: 0.9 });
    await expectNoAxeViolations(page, `/verificar/:code answered at ${viewport.width} px`);
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/verify-answer-${viewport.width}.png` });

    // The owner's history, in plain words.
    await signIn(page, account);
    await page.goto(paths.dashboard.history);
    const rows = page.getByTestId("history-play");
    await expect(rows).toHaveCount(2, { timeout: 15_000 });
    const streamedRow = rows.filter({ hasText: streamed.title });
    const reservedRow = rows.filter({ hasText: `Tarde ${stamp}` });
    await expect(streamedRow).toContainText("Cómo sonóen directo");
    await expect(reservedRow).toContainText("Cómo sonósin conexión");
    await expect(streamedRow.getByTestId("history-device")).toHaveText("Chrome en Android");
    await expect(reservedRow.getByTestId("history-device")).toHaveText("Chrome en Android (2)");
    await expect(reservedRow.getByTestId("history-device")).toBeVisible();
    for (const row of [streamedRow, reservedRow]) {
      await expect(row).not.toContainText(/\bred\b|caché/);
      for (const phone of phones) await expect(row).not.toContainText(phone);
    }
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `/dashboard/history at ${viewport.width} px`);
    await reservedRow.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/history-devices-${viewport.width}.png` });
  });
});
