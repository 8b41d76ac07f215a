import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { signedInListener } from "../support/catalog";
import { createEstablishment } from "../support/establishments";
import { madridToday } from "../support/play-log";
import { subscribeThroughApi } from "../support/plans";
import { atBothWidths, atViewport, viewports } from "../support/viewports";

const SHOTS = "/tmp/shots-seasonal-pause";
const DAY_MS = 86_400_000;

const shot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });

/** A local date in Madrid `days` after today, as the date input takes it. */
const madridDate = (days: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(
    new Date(Date.now() + days * DAY_MS),
  );
const shortDate = (date: string) => date.split("-").reverse().join("/");

// On a phone, where an owner closes the terrace for the winter; read at 1440 px too.
atViewport(viewports.phone, () => {
  test("'Pausa de temporada' of a zone: refused dates said under their field, the dates in words, the banner with 'Reanudar ahora', and the renewal's invoice leaving the zone out", async ({
    page,
    request,
    admin,
  }) => {
    await signedInListener(page, request, admin, { access: false });
    await subscribeThroughApi(page.request, { quantity: 2 });
    const bar = await createEstablishment(page.request, { tradingName: "Bar Estación" });
    const added = await page.request.post(`/api/establishments/${bar.id}/zones`, {
      data: { name: "Terraza" },
    });
    expect(added.status(), await added.text()).toBe(201);

    await page.goto("/dashboard/establishments");
    const zones = page.getByRole("region", { name: "Zonas de Bar Estación" });
    // By keyboard: the zone's action opens the dialog with the focus in it.
    await zones.getByRole("button", { name: "Pausa de temporada de Terraza" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Pausa de temporada: Terraza" });
    await expect(dialog).toBeVisible();

    const from = madridToday();
    const to = madridDate(70);
    await dialog.getByLabel("Desde").fill(madridDate(5));
    await dialog.getByLabel("Hasta (incluido)").fill(madridDate(2));
    await dialog.getByRole("button", { name: "Pausar" }).click();
    await expect(
      dialog.getByText("La fecha final no puede ser anterior a la inicial"),
    ).toBeVisible();
    await dialog.getByLabel("Desde").fill(from);
    await dialog.getByLabel("Hasta (incluido)").fill(to);
    await expect(dialog).toContainText(
      `Sin música ni cargo del ${shortDate(from)} al ${shortDate(to)}; vuelve sola el ${shortDate(madridDate(71))}.`,
    );
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(page, `the seasonal pause dialog at ${width} px`);
      await shot(page, "dialog", width);
    });
    await dialog.getByRole("button", { name: "Pausar" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(zones.getByText("Pausa de temporada guardada.")).toBeVisible();
    const banner = zones.getByRole("status").filter({ hasText: "En pausa de temporada hasta el" });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole("button", { name: "Reanudar ahora" })).toBeVisible();
    // The zone has its pause: no second one offered.
    await expect(zones.getByRole("button", { name: "Pausa de temporada de Terraza" })).toHaveCount(
      0,
    );
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(page, `a zone in its seasonal pause at ${width} px`);
      await shot(page, "paused", width);
    });

    // The player of the zone is told it is paused.
    const state = await page.request.get(
      `/api/zones/${((await added.json()) as { id: string }).id}/pause`,
    );
    expect(await state.json()).toMatchObject({ paused: true });

    // The renewal (the test checkout's clock) charges one zone and says why.
    expect((await page.request.post("/api/billing/test-clock/renew")).status()).toBe(200);
    await page.goto("/dashboard/subscription");
    const invoices = page.getByRole("region", { name: "Facturas" });
    await expect(invoices).toContainText(
      `Zona Terraza en pausa de temporada del ${shortDate(from)} al ${shortDate(to)}: no facturada este periodo`,
    );
    await expect(invoices).toContainText("9,68 €");
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(
        page,
        `the invoice of a renewal with a paused zone at ${width} px`,
      );
      await shot(page, "invoice", width);
    });

    // The Principal zone paused from today: its player says why it is silent.
    const paused = await page.request.post(`/api/establishments/${bar.id}/pauses`, {
      data: { from: madridToday(), to: madridDate(3), zoneId: bar.id },
    });
    expect(paused.status(), await paused.text()).toBe(201);
    await page.goto("/dashboard/player");
    await expect(
      page
        .getByRole("status")
        .filter({ hasText: /^En pausa de temporada hasta el \d+ de \p{L}+/u }),
    ).toBeVisible();
    await atBothWidths(page, async (width) => {
      await expectNoAxeViolations(page, `the player of a paused zone at ${width} px`);
      await shot(page, "player", width);
    });
  });
});
