import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { listenerWithEstablishment } from "../support/play-log";
import { atViewport, viewports } from "../support/viewports";

const SHOTS = "/tmp/shots-schedules";
fs.mkdirSync(SHOTS, { recursive: true });

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage });

/** Monday 30 November 2026, 10:00 in Madrid: the page's "now". */
const MONDAY_MORNING = new Date("2026-11-30T10:00:00+01:00");

/** A slot as the page shows it: in the week's grid on a desktop, in the day list on a phone. */
const slotButton = (page: Page, name: string) =>
  page.getByRole("button", { name: new RegExp(`\\b${name}\\b`) }).first();

test.describe("1440 px", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("a shop opening at 07:40 types its times in 5-minute steps, a slot drawn down to the last cell ends at 24:00, and its volume goes down by the hour", async ({
    page,
    request,
    admin,
  }) => {
    await page.clock.setFixedTime(MONDAY_MORNING);
    const { establishment } = await listenerWithEstablishment(page, request, admin, "Café Alba");
    expect(
      (await page.request.post("/api/playlists", { data: { name: "Mañanas" } })).status(),
    ).toBe(201);
    await page.goto(`/dashboard/establishments/${establishment.id}/schedule`);
    await page.getByRole("button", { name: "Empezar en blanco" }).click();

    // Opening hours typed to the minute the shop opens.
    await page.getByLabel("Lunes: abre").fill("07:40");
    await page.getByLabel("Lunes: cierra").fill("21:05");

    // Pulled quickly from 22:00 down past the day's last cell: the slot ends at 24:00.
    const cell = (time: string) =>
      page.getByRole("gridcell", { name: `Martes, ${time}`, exact: true });
    await cell("23:45").scrollIntoViewIfNeeded();
    const from = await cell("22:00").boundingBox();
    const last = await cell("23:45").boundingBox();
    if (!from || !last) throw new Error("the grid's cells have no box");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(last.x + last.width / 2, last.y + 40, { steps: 3 });
    await page.mouse.up();
    const drawn = page.getByRole("dialog", { name: "Nueva franja" });
    await expect(drawn.getByLabel("Empieza")).toHaveValue("22:00");
    await expect(drawn.getByLabel("Termina")).toHaveValue("24:00");
    // A slot's start typed off the quarter hour.
    await drawn.getByLabel("Empieza").fill("22:35");
    await expectNoAxeViolations(page, "slot dialog with typed times");
    await shot(page, "typed-times", false);
    await drawn.getByRole("button", { name: "Aceptar" }).click();
    await expect(drawn).toBeHidden();
    await expect(slotButton(page, "22:35–24:00")).toBeVisible();

    // "Volumen por horas": 60 % from the opening, 40 % after 22:00; the same time twice is
    // refused by the server, under nothing lost.
    const curve = page.getByRole("region", { name: "Volumen por horas" });
    await expect(curve).toContainText("Sin cambios de volumen");
    await curve.getByRole("button", { name: "Añadir cambio de volumen" }).click();
    await curve.getByLabel("Cambio 1: desde").fill("07:40");
    await curve.getByLabel("Cambio 1: volumen (%)").fill("60");
    await curve.getByRole("button", { name: "Añadir cambio de volumen" }).click();
    await curve.getByLabel("Cambio 2: desde").fill("07:40");
    await curve.getByLabel("Cambio 2: volumen (%)").fill("40");
    await page.getByRole("button", { name: "Guardar programación" }).click();
    await expect(page.getByText("Dos cambios de volumen empiezan a la misma hora")).toBeVisible();
    await curve.getByLabel("Cambio 2: desde").fill("22:00");
    await expectNoAxeViolations(page, "schedule page, volume by the hour");

    await page.getByRole("button", { name: "Guardar programación" }).click();
    await expect(page.getByText("Programación guardada.")).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Lunes: abre")).toHaveValue("07:40", { timeout: 15_000 });
    await expect(page.getByLabel("Lunes: cierra")).toHaveValue("21:05");
    await expect(slotButton(page, "22:35–24:00")).toBeVisible();
    await expect(curve.getByLabel("Cambio 2: desde")).toHaveValue("22:00");
    await expect(curve.getByLabel("Cambio 2: volumen (%)")).toHaveValue("40");
    await expectNoAxeViolations(page, "schedule page with typed times");
    await shot(page, "typed-times-saved");
  });
});

atViewport(viewports.phone, (viewport) => {
  test("the owner builds a week from a template, by keyboard; overlaps are refused naming the other slot; hours, a closed day and a special date are saved and kept; the preview answers", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(150_000);
    await page.clock.setFixedTime(MONDAY_MORNING);
    const { establishment } = await listenerWithEstablishment(page, request, admin, "Bar Lucía");
    for (const name of ["Cafés tranquilos", "Comidas animadas"])
      expect((await page.request.post("/api/playlists", { data: { name } })).status()).toBe(201);

    // From the establishment's card.
    await page.goto("/dashboard/establishments");
    await page.getByRole("link", { name: "Programación de Bar Lucía" }).click();
    await expect(page).toHaveURL(`/dashboard/establishments/${establishment.id}/schedule`);
    await expect(page.getByRole("heading", { name: "Todavía no hay programación" })).toBeVisible();
    await expectNoAxeViolations(page, "schedule page, empty");
    await shot(page, "empty");

    await page.getByRole("button", { name: /^Usar la plantilla Restaurante/ }).click();
    await expect(slotButton(page, "Comidas")).toBeVisible();
    await expect(page.getByText("Hay cambios sin guardar.")).toBeVisible();

    // A slot edited with the keyboard alone: its end pushed into the next slot is refused.
    await slotButton(page, "Comidas").focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Franja «Comidas»" });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page, "slot dialog");
    await dialog.getByLabel("Termina").focus();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("16:15");
    await dialog.getByLabel("Nombre").focus();
    await page.keyboard.press("End");
    await page.keyboard.type(" tranquilas");
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText(
      "«Comidas tranquilas» se solapa con «Sobremesa»",
    );
    // Nothing typed is lost; one step back and it fits.
    await expect(dialog.getByLabel("Nombre")).toHaveValue("Comidas tranquilas");
    await dialog.getByLabel("Termina").fill("16:00");
    await shot(page, "slot-dialog", false);
    await dialog.getByLabel("Nombre").focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(slotButton(page, "Comidas tranquilas")).toBeVisible();

    if (viewport.width > 1000) {
      // On the grid a slot is drawn with the keyboard too: Enter, four quarter hours, Enter.
      await page.getByRole("gridcell", { name: "Lunes, 09:00", exact: true }).focus();
      await page.keyboard.press("Enter");
      for (let step = 0; step < 3; step++) await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      const drawn = page.getByRole("dialog", { name: "Nueva franja" });
      await expect(drawn.getByLabel("Empieza")).toHaveValue("09:00");
      await expect(drawn.getByLabel("Termina")).toHaveValue("10:00");
      await page.keyboard.press("Escape");
      await expect(drawn).toBeHidden();
    }

    // Opening hours: Tuesday closes at 23:00, Sunday is closed.
    await page.getByLabel("Martes: cierra").fill("23:00");
    await page.getByLabel("Domingo: cerrado").check();
    await expect(page.getByLabel("Domingo: abre")).toHaveCount(0);

    // A special date: a clear error for the missing name, then Nochebuena, closed.
    await page.getByRole("button", { name: "Añadir fecha especial" }).click();
    const special = page.getByRole("dialog", { name: "Nueva fecha especial" });
    await special.getByRole("button", { name: "Aceptar" }).click();
    await expect(special.getByText("Escribe un nombre")).toBeVisible();
    await special.getByLabel("Nombre").fill("Nochebuena");
    await special.getByLabel("Desde").fill("2026-12-24");
    await special.getByLabel("Hasta").fill("2026-12-23");
    await special.getByRole("button", { name: "Aceptar" }).click();
    await expect(
      special.getByText("La fecha final no puede ser anterior a la inicial"),
    ).toBeVisible();
    await special.getByLabel("Hasta").fill("2026-12-24");
    if (viewport.width < 1000) {
      // Its own slot, in the slot dialog over this one; then closed after all.
      await special.getByLabel("Cerrado todo el día").uncheck();
      await special.getByRole("button", { name: "Añadir franja" }).click();
      const own = page.getByRole("dialog", { name: "Nueva franja" });
      await own.getByLabel("Nombre").fill("Villancicos");
      await own.getByRole("button", { name: "Aceptar" }).click();
      await expect(own).toBeHidden();
      await expect(special.getByRole("button", { name: /Villancicos/ })).toBeVisible();
      await special.getByLabel("Cerrado todo el día").check();
    }
    await expectNoAxeViolations(page, "special date dialog");
    await special.getByRole("button", { name: "Aceptar" }).click();
    await expect(special).toBeHidden();
    await expect(page.getByText("Nochebuena")).toBeVisible();

    await page.getByRole("button", { name: "Guardar programación" }).click();
    await expect(page.getByText("Programación guardada.")).toBeVisible();
    await expect(page.getByText("Hay cambios sin guardar.")).toHaveCount(0);
    await expectNoAxeViolations(page, "schedule page, saved");
    await shot(page, "saved");

    await page.reload();
    // A busy machine may take a while to bring the dashboard back.
    await expect(slotButton(page, "Comidas tranquilas")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("Nochebuena")).toBeVisible();
    await expect(page.getByLabel("Domingo: cerrado")).toBeChecked();
    await expect(page.getByLabel("Martes: cierra")).toHaveValue("23:00");

    // The preview: Monday is closed; Tuesday at 13:00 plays the edited slot.
    const preview = page.getByRole("region", { name: "Vista previa" });
    await expect(preview.getByRole("heading", { level: 3 })).toHaveText(
      "¿Qué sonará el lunes 30 de noviembre a las 10:00?",
    );
    await expect(preview.getByTestId("preview-answer")).toHaveText(
      "Estará cerrado: no sonará nada.",
    );
    await preview.getByLabel("Día").fill("2026-12-01");
    await preview.getByLabel("Hora").selectOption({ label: "13:00" });
    await expect(preview.getByRole("heading", { level: 3 })).toHaveText(
      "¿Qué sonará el martes 1 de diciembre a las 13:00?",
    );
    await expect(preview.getByTestId("preview-answer")).toHaveText(
      "Sonará «Comidas tranquilas»: Cafés tranquilos, en aleatorio, al 45 % de volumen",
    );
    await expect(preview.getByTestId("preview-changes")).toHaveText(
      /^A las 16:00 cambia a Sobremesa · a las 20:00 cambia a Cenas · a las 23:00 se para/,
    );
    await shot(page, "preview");

    // Removing a special date asks first.
    await page.getByRole("button", { name: "Quitar Nochebuena" }).click();
    const confirm = page.getByRole("dialog", { name: "¿Quitar la fecha especial «Nochebuena»?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Cancelar" }).click();
    await expect(page.getByText("Nochebuena")).toBeVisible();
  });
});
