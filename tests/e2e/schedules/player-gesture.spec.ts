import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { seedSongs } from "../support/catalog";
import { refuseAutoplayUntilTouched } from "../support/chromium";
import { listenerWithEstablishment, madridToday } from "../support/play-log";
import { clockMinute, comingQuarter, saveSchedule, untilPattern } from "../support/schedules";
import { atViewport, viewports } from "../support/viewports";

interface Waits {
  waits: { waits: { startedAt: string; endedAt: string | null }[]; total: number };
}

atViewport(viewports.phone, () => {
  test("at opening, where the browser refuses to start sound alone, a large 'Pulsa para empezar la música' says why; the play log records the wait and its end", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const { genre } = await seedSongs(admin, [`Alba ${stamp}`, `Brisa ${stamp}`], "Mañanas", {
      seconds: 6,
    });
    const { establishment } = await listenerWithEstablishment(page, request, admin);
    const opening = comingQuarter();
    const closes = clockMinute(opening.minute, 60, true);
    await saveSchedule(page, establishment.id, {
      open: opening.minute,
      close: closes,
      slots: [{ name: "Desayunos", start: opening.minute, end: closes, genreId: genre.id }],
    });
    // A plain browser tab: sound may start only after a touch of the page.
    await refuseAutoplayUntilTouched(page);
    await page.clock.install({ time: opening.at - 3_000 });
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const prompt = page.getByRole("button", { name: "Pulsa para empezar la música" });
    await expect(prompt).toBeVisible({ timeout: 10_000 });
    await expect(prompt).toHaveAccessibleDescription(
      "Este navegador no deja que la música empiece sola. Un toque y sigue la programación.",
    );
    await expectNoAxeViolations(page, "dashboard waiting for a tap");
    await page.screenshot({
      path: `/tmp/shots-schedules/gesture-${page.viewportSize()?.width}.png`,
    });

    const day = madridToday();
    const waits = async () =>
      (
        (await (
          await page.request.get(
            `/api/play-log?establishmentId=${establishment.id}&from=${day}&to=${day}`,
          )
        ).json()) as Waits
      ).waits.waits;
    await expect.poll(async () => (await waits()).length, { timeout: 10_000 }).toBe(1);
    expect((await waits())[0]?.endedAt).toBeNull();

    await prompt.click();
    await expect(prompt).toHaveCount(0);
    const bar = page.getByRole("region", { name: /Reproductor/ }).first();
    await expect(bar.getByText(`Alba ${stamp}`).first()).toBeVisible({ timeout: 10_000 });
    await expect(bar.getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect.poll(async () => (await waits())[0]?.endedAt ?? null).not.toBeNull();
    // The home page says what plays and why, as the player does, and in which zone.
    await expect(
      page.getByRole("link", { name: /^Programación de Bar Lucía · Principal: Desayunos · / }),
    ).toBeVisible();
    await page.goto("/dashboard/player");
    await expect(
      page.getByRole("link", {
        name: new RegExp(`^Programación: Desayunos · .*, ${untilPattern(closes)}$`),
      }),
    ).toBeVisible();
  });
});
