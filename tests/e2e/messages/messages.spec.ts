import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { fakeMp3File, mp3File } from "../support/audio-files";
import { tabTo } from "../support/keyboard";
import { saveCampaign, uploadMessage } from "../support/messages";
import { listenerWithEstablishment } from "../support/play-log";
import { atViewport, viewports } from "../support/viewports";

const SHOTS = "/tmp/shots-messages";
fs.mkdirSync(SHOTS, { recursive: true });

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `${SHOTS}/${name}-${page.viewportSize()?.width}.png`, fullPage });

/** "Mensajes" from the side menu (on a phone, in the drawer its button opens). */
async function openFromMenu(page: Page, width: number) {
  await waitForHydration(page);
  if (width < 1024) await page.getByRole("button", { name: "Abrir menú" }).click();
  await page
    .getByRole("navigation", { name: "Menú del panel" })
    .last()
    .getByRole("link", { name: "Mensajes" })
    .click();
  await expect(page).toHaveURL("/dashboard/mensajes");
  await expect(page.getByRole("heading", { name: "Mensajes", level: 1 })).toBeVisible();
}

/** The campaign form's choice of a message or a zone, by its name. */
const box = (page: Page, name: string) => page.getByRole("checkbox", { name, exact: true });

/** Minutes past midnight in Madrid now: the shop's clock, and the page's. */
const madridMinute = () => {
  const [hours, minutes] = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Madrid",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  })
    .format(Date.now())
    .split(":")
    .map(Number) as [number, number];
  return hours * 60 + minutes;
};

test.describe("375 px, touch", () => {
  test.use({ viewport: viewports.phone, hasTouch: true, isMobile: true });

  test("a recording is not lost to a reload or a link without asking; a saved message says its length before it plays; «Hoy» marks what has sounded", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    const { establishment } = await listenerWithEstablishment(page, request, admin, "Café Lumen");
    const welcome = await uploadMessage(page, "Bienvenida", 3);
    // This minute has come already; the other is later today, unless the day is ending.
    const now = madridMinute();
    const later = Math.min(now + 30, 1439);
    await saveCampaign(page, {
      name: "Avisos",
      messageIds: [welcome.id],
      zoneIds: [establishment.id],
      mode: { kind: "exact", times: [...new Set([now, later])], duckDb: 15 },
    });
    await page.goto("/dashboard/mensajes");
    await waitForHydration(page);

    // The saved message's length is there before it is played.
    const saved = page.getByRole("list", { name: "Tus mensajes" }).getByRole("listitem");
    await expect(saved).toContainText("0:00 / 0:03");

    // «Hoy»: the time that has come says so.
    const today = page.getByRole("list", { name: "Mensajes de hoy" }).getByRole("listitem");
    await expect(today.first()).toHaveText(`Ya pasó: ${clock(now)} · Bienvenida · Principal`);
    if (later > now)
      await expect(today.last()).toHaveText(`${clock(later)} · Bienvenida · Principal`);

    // Recording: a link of the menu asks first, and staying keeps the recording going.
    await page.getByRole("button", { name: "Añadir un mensaje" }).tap();
    await page.getByRole("button", { name: "Grabar", exact: true }).tap();
    const recording = page.getByRole("status").filter({ hasText: /Grabando… 0:0[1-9]/ });
    await expect(recording).toBeVisible({ timeout: 5_000 });
    await page.getByRole("button", { name: "Abrir menú" }).tap();
    await page
      .getByRole("navigation", { name: "Menú del panel" })
      .last()
      .getByRole("link", { name: "Panel" })
      .tap();
    const ask = page.getByRole("dialog", { name: "¿Salir y perder la grabación?" });
    await expect(ask).toBeVisible();
    await expectNoAxeViolations(page, "leaving a recording");
    await page.screenshot({ path: `${SHOTS}/leave-recording-375.png` });
    await ask.getByRole("button", { name: "Quedarme" }).tap();
    await expect(page).toHaveURL("/dashboard/mensajes");
    // Back where she was: in the menu, which she closes.
    await page.getByRole("button", { name: "Cerrar menú" }).tap();
    await expect(page.getByRole("status").filter({ hasText: /Grabando… 0:0[2-9]/ })).toBeVisible();

    // A reload asks with the browser's own question; staying keeps it.
    const asked = page.waitForEvent("dialog");
    // Stayed: the reload never comes, and stops being waited for.
    const reloading = page.reload({ timeout: 3_000 }).catch(() => "stayed");
    const question = await asked;
    expect(question.type()).toBe("beforeunload");
    await question.dismiss();
    expect(await reloading).toBe("stayed");
    await expect(page.getByRole("status").filter({ hasText: /Grabando… 0:0[3-9]/ })).toBeVisible();
    await page.getByRole("button", { name: "Detener" }).tap();
    await expect(page.getByText(/Grabación de 0:0\d/)).toBeVisible();
    await expect(page.getByRole("slider", { name: "Punto de la grabación" })).toHaveAttribute(
      "aria-valuetext",
      /^0:00 de 0:0[3-9]$/,
    );
    await expectNoAxeViolations(page, "a recording and its length");
    await shot(page, "recording-kept");
  });
});

atViewport(viewports.desktop, (viewport) => {
  test("the owner records a message with the microphone, uploads another (a page posing as audio is refused), schedules them between songs and at 21:45 — a second 21:45 in the zone is refused naming the first — and sees the day; deleting asks first", async ({
    page,
    request,
    admin,
    expectHttpErrors,
  }) => {
    test.setTimeout(150_000);
    // The page posing as an MP3 (415) and the coinciding campaign (409): refused on purpose.
    expectHttpErrors(415, 409);
    await listenerWithEstablishment(page, request, admin, "Bar Lucía");
    await page.goto("/dashboard");
    await openFromMenu(page, viewport.width);
    await expect(page.getByText(/Aún no tienes mensajes/)).toBeVisible();
    await expect(page.getByText(/Añade primero un mensaje/)).toBeVisible();
    await expect(page.getByText("Hoy no suena ningún mensaje.")).toBeVisible();
    await expectNoAxeViolations(page, "Mensajes, empty");
    await shot(page, "empty");

    // Recorded here: "Grabar", the time runs, "Detener", a preview, then saved.
    await page.getByRole("button", { name: "Añadir un mensaje" }).click();
    const name = page.getByLabel("Nombre", { exact: true });
    await expect(name).toBeFocused();
    await page.getByRole("button", { name: "Grabar", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: /Grabando… 0:0[1-9]/ })).toBeVisible({
      timeout: 5_000,
    });
    await expect(page.getByRole("status").filter({ hasText: "Grabando… 0:02" })).toBeVisible();
    await shot(page, "recording", false);
    await page.getByRole("button", { name: "Detener" }).click();
    await expect(page.getByRole("button", { name: "Volver a grabar" })).toBeVisible();
    await expect(page.getByLabel("Escuchar la grabación")).toBeVisible();
    await name.fill("Cierre");
    await expect(page.getByLabel("Válido desde")).not.toHaveValue("");
    await expect(page.getByLabel("Volumen sobre la música (dB)")).toHaveValue("3");
    await expectNoAxeViolations(page, "a recording to save");
    await shot(page, "recorded");
    await page.getByRole("button", { name: "Guardar mensaje" }).click();
    await expect(page.getByText("Mensaje «Cierre» guardado.")).toBeVisible({ timeout: 15_000 });
    const messages = page.getByRole("list", { name: "Tus mensajes" });
    const recorded = messages.getByRole("listitem").filter({ hasText: "Cierre" });
    // The fake microphone's two seconds or so, as the server measured them.
    await expect(recorded).toContainText(/0:0[1-4]/);
    await expect(recorded).toContainText(/Desde el \d+ \w+\. · \+3 dB sobre la música/);
    await expect(recorded.getByRole("button", { name: "Escuchar «Cierre»" })).toBeVisible();

    // Uploaded: a web page named .mp3 is refused in Spanish, what was typed stays.
    await page.getByRole("button", { name: "Añadir un mensaje" }).click();
    await page.getByRole("radio", { name: "Subir un archivo" }).check();
    await page.getByLabel("Archivo de audio").setInputFiles(fakeMp3File("ofertas.mp3"));
    await expect(name).toHaveValue("ofertas");
    await name.fill("Ofertas");
    await page.getByLabel("Válido hasta").fill("2099-12-31");
    await page.getByRole("button", { name: "Guardar mensaje" }).click();
    await expect(
      page.getByText("El archivo no es un audio que aceptemos (MP3, WAV, OGG, Opus, WebM, FLAC)"),
    ).toBeVisible();
    await expect(name).toHaveValue("Ofertas");
    await expectNoAxeViolations(page, "an upload refused");
    await shot(page, "upload-refused");
    await page.getByLabel("Archivo de audio").setInputFiles(mp3File("ofertas.mp3"));
    await page.getByRole("button", { name: "Guardar mensaje" }).click();
    await expect(page.getByText("Mensaje «Ofertas» guardado.")).toBeVisible({ timeout: 15_000 });
    await expect(messages.getByRole("listitem").filter({ hasText: "Ofertas" })).toContainText(
      /0:03.*Del \d+ \w+\. al 31 dic\. 2099/s,
    );

    // Between songs, every 2 songs (the bar's one zone is already chosen).
    await page.getByRole("button", { name: "Nueva campaña" }).click();
    await page.getByLabel("Nombre de la campaña").fill("Ofertas de mediodía");
    await box(page, "Ofertas").check();
    await expect(
      page.getByRole("group", { name: "Bar Lucía" }).getByRole("checkbox", { name: "Principal" }),
    ).toBeChecked();
    await expect(page.getByRole("radio", { name: /Entre canciones/ })).toBeChecked();
    await expect(page.getByLabel("Cada cuántas canciones")).toHaveValue("2");
    await expectNoAxeViolations(page, "a new campaign");
    await shot(page, "campaign-form");
    await page.getByRole("button", { name: "Guardar campaña" }).click();
    await expect(page.getByText("Campaña «Ofertas de mediodía» guardada.")).toBeVisible();
    const campaigns = page.getByRole("list", { name: "Tus campañas" });
    await expect(campaigns).toContainText("Entre canciones · cada 2 canciones");

    // At 21:45, with the keyboard alone.
    await page.getByRole("button", { name: "Nueva campaña" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByLabel("Nombre de la campaña")).toBeFocused();
    await page.keyboard.type("Cierre de la noche");
    await tabTo(page, box(page, "Cierre"));
    await page.keyboard.press("Space");
    await tabTo(page, page.getByRole("radio", { name: /Entre canciones/ }));
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("radio", { name: /A una hora exacta/ })).toBeChecked();
    await tabTo(page, page.getByRole("textbox", { name: "Hora 1", exact: true }));
    await page.keyboard.type("21:45");
    await expect(page.getByLabel("Bajar la música (dB)")).toHaveValue("15");
    await tabTo(page, page.getByRole("button", { name: "Guardar campaña" }));
    await page.keyboard.press("Enter");
    await expect(page.getByText("Campaña «Cierre de la noche» guardada.")).toBeVisible();
    await expect(campaigns).toContainText("A las 21:45 · música −15 dB");

    // A second message at 21:45 in the same zone: refused, naming the first; the form stays.
    await page.getByRole("button", { name: "Nueva campaña" }).click();
    await page.getByLabel("Nombre de la campaña").fill("Otro cierre");
    await box(page, "Ofertas").check();
    await page.getByRole("radio", { name: /A una hora exacta/ }).check();
    await page.getByRole("textbox", { name: "Hora 1", exact: true }).fill("22:30");
    await page.getByRole("button", { name: "Añadir una hora" }).click();
    await expect(page.getByRole("textbox", { name: "Hora 2", exact: true })).toBeFocused();
    await page.keyboard.type("21:45");
    await page.getByRole("button", { name: "Guardar campaña" }).click();
    await expect(page.getByRole("alert")).toContainText(
      "Coincide con la campaña «Cierre de la noche»",
    );
    await expect(page.getByLabel("Nombre de la campaña")).toHaveValue("Otro cierre");
    await expect(page.getByRole("textbox", { name: "Hora 2", exact: true })).toHaveValue("21:45");
    await expectNoAxeViolations(page, "a campaign refused");
    await shot(page, "campaign-conflict");
    await page.getByRole("button", { name: "Cancelar" }).click();

    // "Hoy": the exact time with its message, the campaign between songs with its hours.
    const today = page.getByRole("list", { name: "Mensajes de hoy" });
    await expect(today.getByRole("listitem")).toHaveText([
      "Ahora: Todo el día · Ofertas de mediodía · Principal · cada 2 canciones",
      /^(Ya pasó: )?21:45 · Cierre · Principal$/,
    ]);
    await expectNoAxeViolations(page, "Mensajes with messages and campaigns");
    await shot(page, "full");

    // Deleting asks first, naming it; "Cancelar" keeps it.
    await page.getByRole("button", { name: "Eliminar la campaña «Ofertas de mediodía»" }).click();
    const question = page.getByRole("dialog", {
      name: "¿Eliminar la campaña «Ofertas de mediodía»?",
    });
    await expect(question).toBeVisible();
    await expectNoAxeViolations(page, "the question before deleting");
    await question.getByRole("button", { name: "Cancelar" }).click();
    await expect(campaigns.getByRole("listitem")).toHaveCount(2);
    await page.getByRole("button", { name: "Eliminar la campaña «Ofertas de mediodía»" }).click();
    await question.getByRole("button", { name: "Eliminar" }).click();
    await expect(page.getByText("Campaña «Ofertas de mediodía» eliminada.")).toBeVisible();
    await expect(campaigns.getByRole("listitem")).toHaveCount(1);
    await expect(today.getByRole("listitem")).toHaveText([
      /^(Ya pasó: )?21:45 · Cierre · Principal$/,
    ]);

    // A message's details changed in place.
    await page.getByRole("button", { name: "Editar «Ofertas»" }).click();
    await expect(name).toBeFocused();
    await page.getByLabel("Volumen sobre la música (dB)").fill("5");
    await page.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Mensaje «Ofertas» guardado.")).toBeVisible();
    await expect(messages.getByRole("listitem").filter({ hasText: "Ofertas" })).toContainText(
      "+5 dB sobre la música",
    );
    await page.getByRole("button", { name: "Eliminar «Ofertas»" }).click();
    await expect(
      page.getByRole("dialog", { name: "¿Eliminar el mensaje «Ofertas»?" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Eliminar", exact: true }).click();
    await expect(page.getByText("Mensaje «Ofertas» eliminado.")).toBeVisible();
    await expect(messages.getByRole("listitem")).toHaveCount(1);
  });
});

atViewport(viewports.phone, () => {
  test("without a microphone the page says so, and a file still goes up", async ({
    page,
    request,
    admin,
  }) => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await listenerWithEstablishment(page, request, admin, "Bar Lucía");
    await page.goto("/dashboard/mensajes");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Añadir un mensaje" }).click();
    await page.getByRole("button", { name: "Grabar", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText(
      "No tenemos permiso para usar el micrófono",
    );
    await expectNoAxeViolations(page, "the microphone refused");
    await shot(page, "microphone-refused", false);
    await page.getByRole("radio", { name: "Subir un archivo" }).check();
    await page.getByLabel("Archivo de audio").setInputFiles(mp3File("bienvenida.mp3"));
    await page.getByRole("button", { name: "Guardar mensaje" }).click();
    await expect(page.getByText("Mensaje «bienvenida» guardado.")).toBeVisible({ timeout: 15_000 });
  });
});
