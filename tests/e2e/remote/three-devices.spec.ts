import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { signIn } from "../support/accounts";
import { openGenre, seedSongs } from "../support/catalog";
import { listenerWithEstablishment } from "../support/play-log";
import { SHOWN_LIVE_WITHIN_MS } from "../support/live";

/** The same account signed in on another device, of the given width. */
async function device(
  browser: Browser,
  account: { email: string; password: string },
  width: number,
) {
  const context = await browser.newContext({
    viewport: { width, height: width < 500 ? 812 : 900 },
  });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
  await signIn(page, account);
  return page;
}

const bar = (page: Page) => page.getByRole("region", { name: "Reproductor", exact: true });

test("a phone's 'Mando' pauses, skips and turns down the zone playing on another device and sees it live; a third device takes the zone over and the first stops and says why", async ({
  page,
  request,
  admin,
  browser,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now().toString(36);
  const titles = [`Alba ${stamp}`, `Brisa ${stamp}`, `Calma ${stamp}`];
  const { genre } = await seedSongs(admin, titles, "Mando", { seconds: 20 });
  const { account } = await listenerWithEstablishment(page, request, admin, "Hotel Mar");

  // The shop's computer plays the zone.
  await openGenre(page, genre.name);
  await page.getByRole("button", { name: `Reproducir ${titles[0]}` }).click();
  await expect(bar(page).getByRole("button", { name: "Pausar" })).toBeVisible();

  // The owner's phone, in the other room.
  const phone = await device(browser, account, 375);
  await phone.goto("/dashboard/remote");
  const zone = phone.getByRole("article", { name: "Principal", exact: true });
  await expect(zone.getByText("Sonando", { exact: true })).toBeVisible({ timeout: 5_000 });
  await expect(zone.getByText(titles[0] as string)).toBeVisible();
  await phone.screenshot({ path: "/tmp/shots-remote/three-devices-remote-375.png" });

  // Pause: the computer pauses, and the phone shows it, live.
  await zone.getByRole("button", { name: "Pausar Principal" }).click();
  await expect(zone.getByText("En pausa", { exact: true })).toBeVisible({
    timeout: SHOWN_LIVE_WITHIN_MS,
  });
  await expect(bar(page).getByRole("button", { name: "Reproducir" })).toBeVisible();

  // Play again, then the next song.
  await zone.getByRole("button", { name: "Reproducir Principal" }).click();
  await expect(zone.getByText("Sonando", { exact: true })).toBeVisible({
    timeout: SHOWN_LIVE_WITHIN_MS,
  });
  await zone.getByRole("button", { name: "Siguiente en Principal" }).click();
  await expect(zone.getByText(titles[1] as string)).toBeVisible({ timeout: SHOWN_LIVE_WITHIN_MS });
  await expect(bar(page).getByTestId("full-title")).toHaveText(titles[1] as string);

  // The volume, down to 20 %.
  await zone.getByRole("slider", { name: "Volumen de Principal" }).fill("20");
  await expect(bar(page).getByRole("slider", { name: /Volumen/ })).toHaveValue(/^(20|0\.2)$/, {
    timeout: 2_000,
  });

  // A third device takes the zone over: the computer stops and says why.
  const third = await device(browser, account, 1440);
  await openGenre(third, genre.name);
  await third.getByRole("button", { name: `Reproducir ${titles[2]}` }).click();
  const question = third.getByRole("dialog", {
    name: "Esta zona está sonando en otro dispositivo. ¿Reproducir aquí?",
  });
  await question.getByRole("button", { name: "Reproducir aquí" }).click();
  await expect(bar(third).getByRole("button", { name: "Pausar" })).toBeVisible();
  await expect(page.getByText("Esta zona ha pasado a sonar en otro dispositivo.")).toBeVisible({
    timeout: 10_000,
  });
  await expect(bar(page).getByRole("button", { name: "Reproducir" })).toBeVisible();
  // The phone follows the zone on its new device.
  await expect(zone.getByText(titles[2] as string)).toBeVisible({ timeout: 5_000 });
  await phone.context().close();
  await third.context().close();
});
