import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { createEstablishment } from "../support/establishments";
import { expectNoAxeViolations } from "../support/axe";
import { expectNoSidewaysScroll } from "../support/layout";
import { SHOWN_LIVE_WITHIN_MS } from "../support/live";
import { waitForEmail } from "../support/mailbox";
import { listenerWithEstablishment } from "../support/play-log";
import { saveSchedule } from "../support/schedules";
import { viewports } from "../support/viewports";
import { playerSays } from "../support/zone-state";

const SHOTS = "/tmp/shots-network";
fs.mkdirSync(SHOTS, { recursive: true });

/** A zone added to an establishment through the owner's API. */
async function addZone(page: Page, establishmentId: string, name: string) {
  const added = await page.request.post(`/api/establishments/${establishmentId}/zones`, {
    data: { name },
  });
  expect(added.status(), await added.text()).toBe(201);
  return ((await added.json()) as { id: string }).id;
}

test.use({ viewport: viewports.desktop });

test("head office filters its zones, sees one start live, is mailed when one goes silent in its hours, and reads it all on a phone", async ({
  page,
  request,
  admin,
  expectHttpErrors,
}) => {
  // A number out of bounds is refused by the server, as the form shows.
  expectHttpErrors(400);
  // Three establishments of two zones each, in three provinces.
  const { account, establishment: lucia } = await listenerWithEstablishment(
    page,
    request,
    admin,
    "Bar Lucía",
  );
  const norte = await createEstablishment(page.request, {
    tradingName: "Café Norte",
    address: "Carrer de Pelai 10",
    postcode: "08001",
    city: "Barcelona",
    province: "Barcelona",
  });
  const sur = await createEstablishment(page.request, {
    tradingName: "Tienda Sur",
    address: "Calle Sierpes 5",
    postcode: "41004",
    city: "Sevilla",
    province: "Sevilla",
  });
  await addZone(page, lucia.id, "Terraza");
  const sala = await addZone(page, norte.id, "Sala");
  await addZone(page, sur.id, "Almacén");
  await playerSays(page, lucia.id, { playing: true });
  await playerSays(page, sala, { playing: false });

  await page.goto("/dashboard/red");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Estado de la red");
  const rows = page.getByTestId("network-zone");
  await expect(rows).toHaveCount(6);
  const chips = page.getByRole("group", { name: "Estado" });
  await expect(chips.getByRole("button", { name: /^Todas 6$/ })).toBeVisible();
  await expect(chips.getByRole("button", { name: /^Sonando 1$/ })).toBeVisible();
  await expect(chips.getByRole("button", { name: /^En pausa 1$/ })).toBeVisible();
  const playingRow = rows.filter({ hasText: "Bar Lucía" }).filter({ hasText: "Sonando" });
  await expect(playingRow).toContainText("Brisa de mar");
  await expect(playingRow).toContainText(/desde las? \d\d:\d\d/);
  await expect(playingRow).toContainText("60 %");

  // By status, from the keyboard.
  await chips.getByRole("button", { name: /^Sonando/ }).focus();
  await page.keyboard.press("Enter");
  await expect(chips.getByRole("button", { name: /^Sonando/ })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Bar Lucía");
  await chips.getByRole("button", { name: /^Todas/ }).click();

  // By name: the establishment's or the zone's, in any case.
  const search = page.getByRole("searchbox", { name: "Buscar por nombre" });
  await search.fill("NORTE");
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText("Café Norte");
  await search.fill("almacén");
  await expect(rows).toHaveCount(1);
  await search.fill("");
  await expect(rows).toHaveCount(6);

  // A player starts in Sevilla: its row and its chip change without a reload.
  await page.getByLabel("Provincia").selectOption("Sevilla");
  await expect(rows).toHaveCount(2);
  const sevilla = rows.filter({ hasText: "Principal" });
  await expect(sevilla).toContainText("Cerrado");
  await playerSays(page, sur.id, { playing: true });
  await expect(sevilla).toContainText("Sonando", { timeout: SHOWN_LIVE_WITHIN_MS });
  await expect(chips.getByRole("button", { name: /^Sonando 1$/ })).toBeVisible();
  await page.getByLabel("Provincia").selectOption("");
  await expect(rows).toHaveCount(6);

  // The owner asks to hear at once of a silence, from the keyboard; a bad number is named.
  const alerts = page.getByRole("region", { name: "Avisos" });
  await expect(alerts).toContainText("Ninguna zona en aviso ahora.");
  await alerts.getByRole("button", { name: "Configurar avisos" }).click();
  const dialog = page.getByRole("dialog", { name: "Configurar avisos" });
  const silentMinutes = dialog.getByLabel("Minutos de silencio en horario");
  await expect(silentMinutes).toBeFocused();
  await expect(silentMinutes).toHaveValue("15");
  await silentMinutes.fill("4");
  await page.keyboard.press("Enter");
  await expect(
    dialog.getByText("El silencio en horario avisa entre 5 y 240 minutos."),
  ).toBeVisible();
  await silentMinutes.fill("5");
  await dialog
    .getByLabel(`Cómo recibe los avisos ${account.name}`)
    .selectOption({ label: "Al momento" });
  await expectNoAxeViolations(page, "/dashboard/red, Configurar avisos");
  await page.screenshot({ path: `${SHOTS}/alert-settings-1440.png` });
  await dialog.getByRole("button", { name: "Guardar" }).press("Enter");
  await expect(dialog).toBeHidden();
  await expect(page.getByText("Avisos guardados.")).toBeVisible();

  // Café Norte's Sala opens all day: paused in its hours, it is silent; five minutes later
  // (the test clock dates its silence back) it is an alert, on the page and by e-mail.
  await saveSchedule(page, norte.id, { open: 0, close: 1440, slots: [] }, sala);
  const moved = await page.request.post("/api/network/test-clock/backdate", {
    data: { minutes: 6 },
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const alert = alerts.getByTestId("network-alert");
  await expect(alert).toHaveCount(1, { timeout: SHOWN_LIVE_WITHIN_MS });
  await expect(alert).toContainText("Café Norte · Sala");
  await expect(alert).toContainText("Silencio en horario");
  await expect(alert).toContainText("Sigue en aviso");
  await expect(alerts).toContainText("1 zona en aviso ahora.");
  await expect(rows.filter({ hasText: "Café Norte" }).filter({ hasText: "Sala" })).toContainText(
    "Silencio en horario",
  );
  const mail = await waitForEmail(account.email, 2);
  expect(mail.subject).toBe("Aviso: una zona no suena");
  expect(mail.text).toMatch(/Café Norte · Sala: Silencio en horario desde las? \d\d:\d\d/);
  expect(mail.links.some((link) => link.endsWith("/dashboard/red"))).toBe(true);
  await expectNoAxeViolations(page, "/dashboard/red with an alert");
  await page.screenshot({ path: `${SHOTS}/network-1440.png`, fullPage: true });

  // A phone: each zone a card with every value named, nothing wider than the screen.
  await page.setViewportSize(viewports.phone);
  await expect(alert).toBeVisible();
  const card = rows.filter({ hasText: "Café Norte" }).filter({ hasText: "Sala" });
  await expect(card.getByText("Dispositivo", { exact: true })).toBeVisible();
  await expect(card.getByText("Silencio en horario")).toBeVisible();
  await expectNoSidewaysScroll(page, "/dashboard/red at 375 px");
  await page.screenshot({ path: `${SHOTS}/network-375.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/network-375-top.png` });
  await expectNoAxeViolations(page, "/dashboard/red at 375 px");
});
