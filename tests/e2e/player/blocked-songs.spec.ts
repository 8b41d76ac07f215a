import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";
import { createEstablishment } from "../support/establishments";
import { atBothWidths, atViewport, viewports } from "../support/viewports";

const SHOTS = "/tmp/shots-blocked-songs";

/** Every title the full player ever shows from now on, however briefly. */
async function recordShownTitles(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { shownTitles: string[] }).shownTitles = seen;
    const region = document.querySelector('[data-testid="full-title"]')?.closest("section, div");
    const note = () => {
      const title = document.querySelector('[data-testid="full-title"]')?.textContent ?? "";
      if (title && seen.at(-1) !== title) seen.push(title);
    };
    new MutationObserver(note).observe(region?.parentElement ?? document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    note();
  });
  return () =>
    page.evaluate(() => (window as unknown as { shownTitles: string[] }).shownTitles.slice());
}

// On a phone; the row's button, the page and its trail are read at 1440 px too.
atViewport(viewports.phone, () => {
  test("a song blocked in this zone from its row leaves the list, shows who and where in Canciones bloqueadas, comes back when allowed and stays in the trail", async ({
    page,
    request,
    admin,
  }) => {
    const stamp = Date.now().toString(36);
    const titles = [`Alba ${stamp}`, `Bruma ${stamp}`, `Cumbre ${stamp}`];
    const { genre } = await seedSongs(admin, titles, "Bloqueo");
    const listener = await signedInListener(page, request, admin, { access: true });
    // The player plays the bar's Principal zone: the owner is asked where to block.
    const bar = await createEstablishment(page.request, { tradingName: `Bar ${stamp}` });
    await page.evaluate((id) => localStorage.setItem("sonaria.establishment", id), bar.id);
    const where = `${bar.tradingName} · Principal`;
    await openGenre(page, genre.name);
    const rows = page.getByTestId("player-song");
    await expect(rows).toHaveCount(3);

    const block = page.getByRole("button", {
      name: `No reproducir en mi negocio: «Bruma ${stamp}»`,
    });
    await atBothWidths(page, async (width) => {
      await expect(block).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/row-action-${width}.png` });
    });
    // From the keyboard: focus it, press Enter, and choose "Solo en esta zona".
    await block.focus();
    await page.keyboard.press("Enter");
    const choice = page.getByRole("dialog", { name: `¿Dónde no debe sonar «Bruma ${stamp}»?` });
    await expect(choice).toBeVisible();
    await expect(choice.getByRole("button", { name: "En todas las zonas" })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/choice.png` });
    await expectNoAxeViolations(page, "where to block, 375 px");
    await choice.getByRole("button", { name: "Solo en esta zona" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText(`«Bruma ${stamp}» no sonará en esta zona.`)).toBeVisible();
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `Bruma ${stamp}` })).toHaveCount(0);

    await page.getByRole("link", { name: "Canciones bloqueadas" }).click();
    await expect(page).toHaveURL("/dashboard/blocked-songs");
    await expect(
      page.getByRole("heading", { level: 1, name: "Canciones bloqueadas" }),
    ).toBeVisible();
    const blocked = page.getByTestId("blocked-song");
    await expect(blocked).toHaveCount(1);
    await expect(blocked).toContainText(`Bruma ${stamp}`);
    await expect(blocked).toContainText(genre.name);
    await expect(blocked).toContainText(`Bloqueada por ${listener.name} · ${where}`);
    await atBothWidths(page, async (width) => {
      await expect(blocked).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/page-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, `Canciones bloqueadas (one song), ${width} px`);
    });

    await page
      .getByRole("button", { name: `Permitir de nuevo «Bruma ${stamp}» (${where})` })
      .click();
    await expect(page.getByText(`«Bruma ${stamp}» vuelve a sonar en tu negocio.`)).toBeVisible();
    await expect(page.getByText("No has bloqueado ninguna canción.")).toBeVisible();

    // The trail keeps both, latest first.
    await page.getByRole("button", { name: "Historial" }).click();
    const lines = page.getByTestId("block-trail-line");
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(`${listener.name} la permitió de nuevo · ${where}`);
    await expect(lines.nth(1)).toContainText(`${listener.name} la bloqueó · ${where}`);
    await expect(lines.nth(1)).toContainText(`Bruma ${stamp}`);
    await atBothWidths(page, async (width) => {
      await expect(lines.first()).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/trail-${width}.png`, fullPage: true });
      await expectNoAxeViolations(page, `Canciones bloqueadas, Historial, ${width} px`);
    });

    await openGenre(page, genre.name);
    await expect(rows).toHaveCount(3);
    await expect(rows.filter({ hasText: `Bruma ${stamp}` })).toHaveCount(1);
  });
});

atViewport(viewports.desktop, () => {
  test("a blocked song never plays in a 30-song queue, and blocking the song playing moves on", async ({
    page,
    request,
    admin,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    const stamp = Date.now().toString(36);
    const titles = Array.from(
      { length: 30 },
      (_, index) => `Tema ${String(index + 1).padStart(2, "0")} ${stamp}`,
    );
    // Long enough that no song ends by itself while "Siguiente" is being pressed.
    const { genre, songs } = await seedSongs(admin, titles, "Cola", { seconds: 20 });
    await signedInListener(page, request, admin, { access: true });
    // Three blocked before the queue is read: one on the first page of the list, two after it.
    const blockedIds = [2, 17, 28].map((index) => songs[index]?.id as string);
    const blockedTitles = [2, 17, 28].map((index) => titles[index] as string);
    for (const songId of blockedIds)
      expect(
        (
          await page.request.put(`/api/blocked-songs/${songId}`, {
            headers: { origin: baseURL as string },
          })
        ).status(),
      ).toBe(200);

    await openGenre(page, genre.name);
    await expect(page.getByText("27 canciones").first()).toBeVisible();
    const player = page.getByRole("region", { name: "Reproductor", exact: true });
    await page.getByRole("button", { name: `Reproducir ${titles[0]}` }).click();
    await expect(player.getByTestId("full-title")).toHaveText(titles[0] as string);
    const shownTitles = await recordShownTitles(page);

    const next = player.getByRole("button", { name: "Siguiente" });
    for (let press = 0; press < 30; press++) await next.click();
    // 30 steps through 27 songs come round to the fourth.
    await expect(player.getByTestId("full-title")).toHaveText(titles[4] as string);
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
    const shown = await shownTitles();
    for (const title of blockedTitles) expect(shown).not.toContain(title);
    expect(new Set(shown).size).toBeGreaterThan(20);

    // Blocking the song playing: it leaves the list and the player goes on to the next.
    const title = player.getByTestId("full-title");
    const playing = (await title.textContent()) as string;
    const playable = titles.filter((name) => !blockedTitles.includes(name));
    const following = playable[playable.indexOf(playing) + 1] as string;
    await page.getByRole("button", { name: `No reproducir en mi negocio: «${playing}»` }).click();
    await expect(title).toHaveText(following);
    await expect(player.getByRole("button", { name: "Pausar" })).toBeVisible();
    await expect(page.getByText("26 canciones").first()).toBeVisible();
    expect(await shownTitles()).not.toContain(blockedTitles[0]);
  });
});
