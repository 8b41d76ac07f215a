import type { Browser, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { openGenre, seedSongs } from "../support/catalog";
import { listenerWithEstablishment, madridToday } from "../support/play-log";
import { atBothWidths, atViewport, viewports } from "../support/viewports";

const SHOTS = "/tmp/shots-zones";

// On a phone, where an owner adds the terrace standing in it; the card is read at 1440 px too.
atViewport(viewports.phone, () => {
  test("'Zonas' on an establishment's card: add, rename, refuse a repeated or empty name, remove after a confirmation, never the last", async ({
    page,
    request,
    admin,
    expectHttpErrors,
  }) => {
    // A repeated name is refused with a 409, on purpose.
    expectHttpErrors(409);
    await listenerWithEstablishment(page, request, admin, "Hotel Mar");
    await page.goto("/dashboard/establishments");
    const zones = page.getByRole("region", { name: "Zonas de Hotel Mar" });
    await expect(zones.getByText("Principal", { exact: true })).toBeVisible();
    // The only zone cannot go.
    await expect(zones.getByRole("button", { name: "Quitar la zona Principal" })).toHaveCount(0);

    const name = zones.getByLabel("Nombre de la zona");
    await zones.getByRole("button", { name: "Añadir zona" }).click();
    await expect(zones.getByText("Escribe el nombre de la zona")).toBeVisible();
    await name.fill("Terraza");
    await zones.getByRole("button", { name: "Añadir zona" }).click();
    await expect(zones.getByText("Zona «Terraza» añadida.")).toBeVisible();
    await expect(zones.getByText("Terraza", { exact: true })).toBeVisible();
    await expect(name).toHaveValue("");

    // A name already there is refused, and what was typed stays.
    await name.fill("terraza");
    await zones.getByRole("button", { name: "Añadir zona" }).click();
    await expect(
      zones.getByText("Ya hay una zona con ese nombre en este establecimiento"),
    ).toBeVisible();
    await expect(name).toHaveValue("terraza");

    // Renamed with the keyboard.
    await zones.getByRole("button", { name: "Renombrar la zona Terraza" }).click();
    const renamed = zones.getByLabel("Renombrar la zona Terraza");
    await expect(renamed).toBeFocused();
    await renamed.fill("Terraza exterior");
    await page.keyboard.press("Enter");
    await expect(zones.getByText("La zona se llama ahora «Terraza exterior».")).toBeVisible();
    await atBothWidths(page, async (width) => {
      await expect(zones.getByText("Terraza exterior", { exact: true })).toBeVisible();
      await expectNoAxeViolations(page, `establishments with zones, ${width} px`);
      await page.screenshot({ path: `${SHOTS}/zones-${width}.png`, fullPage: true });
    });

    // Removed after a confirmation; then Principal is the last again.
    await zones.getByRole("button", { name: "Quitar la zona Terraza exterior" }).click();
    const dialog = page.getByRole("dialog", { name: "¿Quitar la zona «Terraza exterior»?" });
    await dialog.getByRole("button", { name: "Quitar" }).click();
    await expect(zones.getByText("Zona «Terraza exterior» quitada.")).toBeVisible();
    await expect(zones.getByText("Terraza exterior", { exact: true })).toHaveCount(0);
    await expect(zones.getByRole("button", { name: "Quitar la zona Principal" })).toHaveCount(0);
  });
});

/** The same account signed in on another device (a browser context of its own). */
async function anotherDevice(browser: Browser, account: { email: string; password: string }) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
  await signIn(page, account);
  return page;
}

const playing = (page: Page) =>
  page.getByRole("region", { name: "Reproductor", exact: true }).getByRole("button", {
    name: "Pausar",
  });

test("two zones of one establishment play different music at once, each on its own device, and each logs its own", async ({
  page,
  request,
  admin,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const lobby = await seedSongs(admin, [`Vestíbulo ${stamp}`], "Recepción", { seconds: 4 });
  const terrace = await seedSongs(admin, [`Terraza ${stamp}`], "Terraza", { seconds: 4 });
  const { account, establishment } = await listenerWithEstablishment(
    page,
    request,
    admin,
    "Hotel Mar",
  );
  const added = await page.request.post(`/api/establishments/${establishment.id}/zones`, {
    data: { name: "Terraza" },
  });
  expect(added.status(), await added.text()).toBe(201);
  const terraceZone = (await added.json()) as { id: string };

  // The first device plays the Principal zone.
  await openGenre(page, lobby.genre.name);
  await page.getByRole("button", { name: `Reproducir Vestíbulo ${stamp}` }).click();
  await expect(playing(page)).toBeVisible();

  // The second device chooses the terrace in the player, and plays there.
  const other = await anotherDevice(browser, account);
  await openGenre(other, terrace.genre.name);
  await other.getByLabel("Sonando en").selectOption(terraceZone.id);
  await other.getByRole("button", { name: `Reproducir Terraza ${stamp}` }).click();
  await expect(playing(other)).toBeVisible();
  // No device was asked to give way: they play different zones.
  await expect(other.getByText("Esta zona está sonando en otro dispositivo")).toHaveCount(0);
  await expect(playing(page)).toBeVisible();

  // Each zone's history has its own song, once it has ended.
  const day = madridToday();
  const titles = async (zoneId: string) => {
    const response = await page.request.get(
      `/api/play-log?establishmentId=${establishment.id}&zoneId=${zoneId}&from=${day}&to=${day}`,
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { plays: { title: string }[] };
    return [...new Set(body.plays.map((play) => play.title))];
  };
  await expect
    .poll(() => titles(establishment.id), { timeout: 30_000 })
    .toEqual([`Vestíbulo ${stamp}`]);
  await expect
    .poll(() => titles(terraceZone.id), { timeout: 30_000 })
    .toEqual([`Terraza ${stamp}`]);
  await other.context().close();

  // The history says each play's zone, and shows one zone's plays when asked.
  await page.goto("/dashboard/history");
  await expect(
    page.getByTestId("history-zone").filter({ hasText: "Zona: Terraza" }).first(),
  ).toBeVisible();
  await expect(
    page.getByTestId("history-zone").filter({ hasText: "Zona: Principal" }).first(),
  ).toBeVisible();
  await page.getByLabel("Zona", { exact: true }).selectOption({ label: "Terraza" });
  await page.getByRole("button", { name: "Ver historial" }).click();
  await expect(page).toHaveURL(new RegExp(`zona=${terraceZone.id}`));
  await expect(page.getByTestId("history-play").first()).toContainText(`Terraza ${stamp}`);
  await expect(
    page.getByTestId("history-play").filter({ hasText: `Vestíbulo ${stamp}` }),
  ).toHaveCount(0);
  await expectNoAxeViolations(page, "history of one zone");
});
