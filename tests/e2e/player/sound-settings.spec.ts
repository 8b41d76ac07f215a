import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { openGenre, seedSongs, signedInListener } from "../support/catalog";
import { expectNoSidewaysScroll } from "../support/layout";
import { forEachViewport, viewports } from "../support/viewports";

/** The next music state saved with these sound settings (1 s after the last change). */
function soundSaved(page: Page, sound: { crossfadeSeconds: number; normalize: boolean }) {
  return page.waitForResponse((response) => {
    const request = response.request();
    if (!response.url().includes("/api/music-state") || request.method() !== "PUT") return false;
    const body = request.postDataJSON() as { sound?: typeof sound };
    return (
      body.sound?.crossfadeSeconds === sound.crossfadeSeconds &&
      body.sound.normalize === sound.normalize
    );
  });
}

/** A click on the slider's track where `value` sits (the thumb is about 16 px wide). */
async function clickRangeAt(range: Locator, value: number, max: number) {
  const box = await range.boundingBox();
  if (!box) throw new Error("the slider is not rendered");
  const thumb = 16;
  await range
    .page()
    .mouse.click(box.x + thumb / 2 + ((box.width - thumb) * value) / max, box.y + box.height / 2);
}

forEachViewport((viewport) => {
  const phone = viewport.width === viewports.phone.width;

  // A phone is used with a finger, a desktop from the keyboard: the slider's pointer and
  // keyboard paths each once, rather than both at both widths.
  for (const input of phone ? (["pointer"] as const) : (["keyboard"] as const)) {
    test(`'Sonido' with the ${input}: 8 s of crossfade and no levelling, kept after a reload`, async ({
      page,
      request,
      admin,
    }) => {
      // An upload, a song played, two saves and a reload.
      test.setTimeout(60_000);
      const song = `Fundido ${Date.now().toString(36)}`;
      const { genre } = await seedSongs(admin, [song], "Pruebas", { seconds: 30 });
      await signedInListener(page, request, admin, { access: true });
      await openGenre(page, genre.name);
      await page.getByRole("button", { name: `Reproducir ${song}` }).click();
      const player = page.getByRole("region", { name: "Reproductor", exact: true });
      const paused = page.waitForResponse(
        (response) =>
          response.url().includes("/api/music-state") && response.request().method() === "PUT",
      );
      await player.getByRole("button", { name: "Pausar" }).click();
      await paused;

      // On a phone "Sonido" waits beside the volume, behind one button.
      const volumeToggle = player.getByRole("button", { name: "Mostrar volumen y sonido" });
      const button = player.getByRole("button", { name: "Sonido", exact: true });
      const panel = page.getByRole("dialog", { name: "Sonido" });
      const crossfade = panel.getByRole("slider", { name: "Fundido entre canciones" });
      const shown = panel.getByRole("status");
      const normalize = panel.getByRole("switch", { name: "Igualar volumen" });
      const saved = soundSaved(page, { crossfadeSeconds: 8, normalize: false });

      if (input === "keyboard") {
        if (phone) await volumeToggle.press("Enter");
        await button.press("Enter");
        // The panel opens on the slider, at the default.
        await expect(crossfade).toBeFocused();
        await expect(shown).toHaveText("4 s");
        await expect(crossfade).toHaveAttribute("aria-valuetext", "4 segundos");
        await page.keyboard.press("Home");
        await expect(shown).toHaveText("Sin pausa");
        for (let press = 0; press < 8; press++) await page.keyboard.press("ArrowRight");
        await expect(shown).toHaveText("8 s");
        await page.keyboard.press("Tab");
        await expect(normalize).toBeFocused();
        await expect(normalize).toBeChecked();
        await page.keyboard.press("Space");
        await expect(normalize).not.toBeChecked();
        await page.keyboard.press("Escape");
      } else {
        if (phone) await volumeToggle.click();
        await button.click();
        await expect(shown).toHaveText("4 s");
        await clickRangeAt(crossfade, 8, 12);
        await expect(shown).toHaveText("8 s");
        // What a person clicks: the switch's words (the control itself is drawn over them).
        await panel.getByText("Igualar volumen").click();
        await expect(normalize).not.toBeChecked();
        // A click outside, on the dimmed page above the panel.
        await page.mouse.click(viewport.width / 2, 20);
      }
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
      await saved;

      await page.reload();
      await expect(player.getByTestId("full-title")).toHaveText(song);
      if (phone) {
        // A phone's bar shows only "Reanudar música" until the music is resumed.
        await player.getByRole("button", { name: "Reanudar música" }).click();
        await player.getByRole("button", { name: "Pausar" }).click();
        await volumeToggle.click();
      }
      await button.click();
      await expect(crossfade).toHaveValue("8");
      await expect(shown).toHaveText("8 s");
      await expect(normalize).not.toBeChecked();
      await expectNoAxeViolations(page, `the 'Sonido' panel at ${viewport.width} px`);
      await expectNoSidewaysScroll(page, `the 'Sonido' panel at ${viewport.width} px`);
      if (input === "keyboard") await page.screenshot({ path: `/tmp/sound-${viewport.width}.png` });

      await page.keyboard.press("Escape");
      await expect(panel).toBeHidden();
      await expect(button).toBeFocused();
    });
  }
});
