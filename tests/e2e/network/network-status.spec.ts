import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { createEstablishment } from "../support/establishments";
import { expectNoSidewaysScroll } from "../support/layout";
import { SHOWN_LIVE_WITHIN_MS } from "../support/live";
import { listenerWithEstablishment } from "../support/play-log";
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

test("head office filters its zones by status and name, sees one start live, and reads them as cards on a phone", async ({
  page,
  request,
  admin,
}) => {
  // Three establishments of two zones each, in three provinces.
  const { establishment: lucia } = await listenerWithEstablishment(
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
  await expect(playingRow).toContainText(/desde las \d\d:\d\d/);
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
  await page.screenshot({ path: `${SHOTS}/network-1440.png`, fullPage: true });

  // A phone: each zone a card with every value named, nothing wider than the screen.
  await page.setViewportSize(viewports.phone);
  const card = rows.filter({ hasText: "Café Norte" }).filter({ hasText: "Sala" });
  await expect(card.getByText("Dispositivo", { exact: true })).toBeVisible();
  await expect(card.getByText("En pausa")).toBeVisible();
  await expectNoSidewaysScroll(page, "/dashboard/red at 375 px");
  await page.screenshot({ path: `${SHOTS}/network-375.png`, fullPage: true });
  await page.screenshot({ path: `${SHOTS}/network-375-top.png` });
});
