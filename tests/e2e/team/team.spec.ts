import fs from "node:fs";
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { PASSWORD, signIn, uniqueEmail } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { seedSongs, signedInListener } from "../support/catalog";
import { createEstablishment } from "../support/establishments";
import { linkIn, waitForEmail } from "../support/mailbox";
import { atViewport, viewports } from "../support/viewports";

const SHOTS = "/tmp/shots-team";
fs.mkdirSync(SHOTS, { recursive: true });

/** What a player holding the zone sends, so that "Mando" has a zone playing to pause. */
async function playerSays(page: Page, zoneId: string) {
  const response = await page.request.put(`/api/zones/${zoneId}/state`, {
    data: {
      deviceId: randomUUID(),
      playing: true,
      track: { id: randomUUID(), title: "Brisa de mar", artist: "Lía Costa", durationSeconds: 240 },
      position: 30,
      volume: 0.6,
      offline: false,
      closed: false,
      reason: "Mañanas · Pop suave",
      at: new Date().toISOString(),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** The menu's links as a person sees them (on a phone, in the drawer the menu button opens). */
async function menuLinks(page: Page, width: number): Promise<string[]> {
  if (width < 1024) await page.getByRole("button", { name: "Abrir menú" }).click();
  const nav = page.getByRole("navigation", { name: "Menú del panel" }).last();
  await expect(nav.getByRole("link").first()).toBeVisible();
  const links = await nav.getByRole("link").allInnerTexts();
  if (width < 1024) await page.keyboard.press("Escape");
  return links.map((text) => text.trim());
}

async function phoneContext(browser: Browser, width: number, height: number) {
  const context = await browser.newContext({ viewport: { width, height } });
  await context.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
  return context;
}

test.describe("1440 px", () => {
  test.use({ viewport: viewports.desktop });

  test("the owner invites an 'Empleado' for the Terraza only: her player opens on it, 'Mando' shows it alone, the Sala refuses her, and the owner widens her to the whole café in place", async ({
    page,
    request,
    admin,
    browser,
    expectHttpErrors,
  }) => {
    test.setTimeout(120_000);
    // Her own address is refused with words (400); the Sala, addressed directly, is not hers (404).
    expectHttpErrors(400, 404);
    const owner = await signedInListener(page, request, admin, { access: true });
    const cafe = await createEstablishment(page.request, { tradingName: "Cafetería Lumen" });
    const added = await page.request.post(`/api/establishments/${cafe.id}/zones`, {
      data: { name: "Terraza" },
    });
    expect(added.status(), await added.text()).toBe(201);
    const terraza = (await added.json()) as { id: string };

    await page.goto("/dashboard/team");
    await waitForHydration(page);
    const emailField = page.getByLabel("Correo electrónico");
    await emailField.fill(owner.email);
    await page.getByRole("checkbox", { name: "Terraza de Cafetería Lumen" }).check();
    await page.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(
      page.getByText("No se puede enviar una invitación a tu propio correo electrónico"),
    ).toBeVisible();

    const email = uniqueEmail("terraza");
    await emailField.fill(email);
    await page.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(page.getByText(`Invitación enviada a ${email}.`)).toBeVisible();
    const pending = page.getByRole("list", { name: "Invitaciones pendientes" });
    await expect(pending.getByText("Terraza de Cafetería Lumen")).toBeVisible();
    await expectNoAxeViolations(page, "Equipo, an invitation to one zone");
    await page.screenshot({ path: `${SHOTS}/team-zone-invited.png`, fullPage: true });

    // The e-mail names the zone, and does not suppose she asked for it.
    const mail = await waitForEmail(email);
    expect(mail.text).toContain("Terraza de Cafetería Lumen");
    expect(mail.text).toContain("Si no esperabas esta invitación, puedes ignorar este mensaje.");
    expect(mail.text).not.toContain("Si no has sido tú");

    const token = linkIn(mail, "/invitacion/").split("/").pop() ?? "";
    const context = await phoneContext(browser, viewports.desktop.width, viewports.desktop.height);
    const staff = await context.newPage();
    const pause = (zoneId: string) =>
      staff.request.post(`/api/zones/${zoneId}/commands`, {
        data: { id: randomUUID(), kind: "pause" },
      });
    const registered = await staff.request.post(`/api/invitations/${token}/register`, {
      data: { fullName: "Nora Vidal", password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    const people = page.getByRole("list", { name: "Personas" });
    await expect(people.getByText("Nora Vidal")).toBeVisible();
    await expect(people.getByText("Sin actividad todavía")).toBeVisible();

    // She signs in: the owner's open "Equipo" shows her activity, with no reload.
    await signIn(staff, { email, password: PASSWORD });
    await expect(people.getByText(/Última actividad: /)).toBeVisible({ timeout: 15_000 });
    await expect(people.getByText("Trabaja en: Terraza de Cafetería Lumen")).toBeVisible();

    // Her player opens on her zone; "Mando" shows it alone; the Sala refuses her.
    await staff.goto("/dashboard/player");
    await waitForHydration(staff);
    await expect(staff.getByTestId("establishment-chooser")).toContainText(
      "Cafetería Lumen · Terraza",
    );
    await playerSays(page, terraza.id);
    await playerSays(page, cafe.id);
    await staff.goto("/dashboard/remote");
    await waitForHydration(staff);
    await expect(staff.getByRole("article", { name: "Terraza", exact: true })).toBeVisible();
    await expect(staff.getByRole("article", { name: "Principal", exact: true })).toHaveCount(0);
    await expectNoAxeViolations(staff, "Mando of an employee of one zone");
    await staff.screenshot({ path: `${SHOTS}/employee-one-zone.png`, fullPage: true });
    expect((await pause(cafe.id)).status()).toBe(404);
    expect((await pause(terraza.id)).status()).toBe(202);

    // The owner gives her the whole café, in place: the Sala is hers at once.
    await page.getByRole("button", { name: "Cambiar el papel o las zonas de Nora Vidal" }).click();
    const dialog = page.getByRole("dialog", { name: "Papel y zonas de Nora Vidal" });
    await expect(
      dialog.getByRole("checkbox", { name: "Terraza de Cafetería Lumen" }),
    ).toBeChecked();
    await dialog.getByRole("checkbox", { name: "Cafetería Lumen (todas sus zonas)" }).check();
    await expectNoAxeViolations(page, "changing a person's zones");
    await page.screenshot({ path: `${SHOTS}/team-zone-edit.png` });
    await dialog.getByRole("button", { name: "Guardar cambios" }).click();
    await expect(page.getByText("Cambios guardados para Nora Vidal.")).toBeVisible();
    await expect(people.getByText("Trabaja en: Cafetería Lumen")).toBeVisible();
    expect((await pause(cafe.id)).status()).toBe(202);
    await staff.reload();
    await expect(staff.getByRole("article", { name: "Principal", exact: true })).toBeVisible();
    await context.close();
  });
});

atViewport(viewports.desktop, (viewport) => {
  test("the owner invites an 'Empleado' who registers from the e-mail, runs one shop's zone from a phone, reaches nothing else, and is out at once when removed", async ({
    page,
    request,
    admin,
    browser,
    expectHttpErrors,
  }) => {
    test.setTimeout(120_000);
    // The employee's direct addresses of the owner's API are refused: on purpose.
    expectHttpErrors(403, 404);
    await signedInListener(page, request, admin, { access: true });
    const shop = await createEstablishment(page.request, { tradingName: "Bar Lucía" });
    const other = await createEstablishment(page.request, { tradingName: "Café Norte" });

    // "Equipo": an e-mail, a role, the establishments.
    await page.goto("/dashboard/team");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { name: "Equipo", level: 1 })).toBeVisible();
    await expect(page.getByText(/Aún no hay nadie en tu equipo/)).toBeVisible();
    const email = uniqueEmail("empleada");
    await page.getByLabel("Correo electrónico").fill(email);
    await page.getByRole("radio", { name: /Empleado/ }).check();
    // Nothing chosen yet: the form says what is missing, and keeps what was typed.
    await page.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(
      page.getByText("Elige dónde trabaja: un establecimiento entero o alguna de sus zonas"),
    ).toBeVisible();
    await expect(page.getByLabel("Correo electrónico")).toHaveValue(email);
    await page.getByRole("checkbox", { name: "Bar Lucía" }).check();
    await page.getByRole("button", { name: "Enviar invitación" }).click();
    await expect(page.getByText(`Invitación enviada a ${email}.`)).toBeVisible();
    const pending = page.getByRole("list", { name: "Invitaciones pendientes" });
    await expect(pending.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page, "Equipo with an invitation");
    await page.screenshot({ path: `${SHOTS}/team-invited-${viewport.width}.png`, fullPage: true });

    // The employee, on a phone, opens the e-mail's link and makes an account there.
    const mail = await waitForEmail(email);
    const link = linkIn(mail, "/invitacion/");
    const phone = await phoneContext(browser, viewports.phone.width, viewports.phone.height);
    const staff = await phone.newPage();
    // What the employee's own pages ask of the server is all theirs to have: no refusal.
    const staffErrors: string[] = [];
    staff.on("response", (response) => {
      if (response.status() >= 400) staffErrors.push(`${response.status()} ${response.url()}`);
    });
    await staff.goto(link);
    await expect(staff.getByRole("heading", { name: "Invitación a un equipo" })).toBeVisible();
    await expect(staff.getByText(/te invita a su equipo como Empleado/)).toBeVisible();
    await expect(staff.getByText("Bar Lucía")).toBeVisible();
    await expectNoAxeViolations(staff, "an invitation");
    await staff.getByLabel("Nombre completo").fill("Marta Ruiz");
    await staff.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
    await staff.getByLabel("Confirmar contraseña").fill(PASSWORD);
    await staff.getByRole("button", { name: "Crear mi cuenta" }).click();
    await expect(staff).toHaveURL(/\/dashboard$/);
    await waitForHydration(staff);

    // Only the player and the remote, with the profile and the home.
    const links = await menuLinks(staff, viewports.phone.width);
    expect(links).toEqual(expect.arrayContaining(["Reproductor", "Mando"]));
    for (const hidden of ["Suscripción", "Mis establecimientos", "Historial", "Equipo"])
      expect(links).not.toContain(hidden);

    // "Mando": the shop's zone only; pausing it is sent and taken.
    await playerSays(page, shop.id);
    await staff.goto("/dashboard/remote");
    await waitForHydration(staff);
    await expect(staff.getByRole("heading", { name: "Bar Lucía", level: 2 })).toBeVisible();
    await expect(staff.getByRole("heading", { name: "Café Norte" })).toHaveCount(0);
    const zone = staff.getByRole("article", { name: "Principal", exact: true });
    await expect(zone.getByText("Sonando", { exact: true })).toBeVisible();
    // An employee plays, pauses, skips and sets the volume: no music chosen from here.
    await expect(zone.getByLabel("Lista o género")).toHaveCount(0);
    const paused = staff.waitForResponse((response) => response.url().endsWith("/commands"));
    await zone.getByRole("button", { name: "Pausar Principal" }).click();
    expect((await paused).status()).toBe(202);
    await expectNoAxeViolations(staff, "Mando of an employee");
    await staff.screenshot({ path: `${SHOTS}/employee-remote.png`, fullPage: true });

    // Home, player and remote asked for nothing the employee may not have.
    await staff.goto("/dashboard/player");
    await waitForHydration(staff);
    await expect(staff.getByRole("heading", { name: "Reproductor", level: 1 })).toBeVisible();
    await staff.goto("/dashboard");
    await waitForHydration(staff);
    await expect(staff.getByRole("heading", { level: 1 })).toBeVisible();
    expect(staffErrors).toEqual([]);

    // Billing, the establishments, the history and the team, by address: back to the panel.
    for (const address of [
      "/dashboard/subscription",
      "/dashboard/establishments",
      "/dashboard/history",
      "/dashboard/team",
      `/dashboard/establishments/${other.id}/schedule`,
    ]) {
      await staff.goto(address);
      await expect(staff).toHaveURL(/\/dashboard$/);
    }
    // And the API answers the same, whatever is typed.
    const billing = await staff.request.get("/api/billing/subscription");
    expect(billing.status(), await billing.text()).toBe(403);
    expect((await staff.request.get("/api/invoices")).status()).toBe(403);
    expect((await staff.request.get(`/api/establishments/${other.id}/zones`)).status()).toBe(404);
    const establishments = (await (await staff.request.get("/api/establishments")).json()) as {
      tradingName: string;
    }[];
    expect(establishments.map((establishment) => establishment.tradingName)).toEqual(["Bar Lucía"]);

    // The owner sees her in "Equipo", and removes her: her open page is signed out at once.
    await staff.goto("/dashboard/remote");
    await waitForHydration(staff);
    await page.reload();
    await waitForHydration(page);
    const people = page.getByRole("list", { name: "Personas" });
    await expect(people.getByText("Marta Ruiz")).toBeVisible();
    await expect(people.getByText("Empleado")).toBeVisible();
    await page.getByRole("button", { name: "Quitar del equipo a Marta Ruiz" }).click();
    const confirm = page.getByRole("dialog", { name: "¿Quitar a Marta Ruiz del equipo?" });
    await confirm.getByRole("button", { name: "Quitar del equipo" }).click();
    await expect(page.getByText("Marta Ruiz ya no está en tu equipo.")).toBeVisible();
    await expect(staff).toHaveURL(/\/login/, { timeout: 10_000 });
    expect((await staff.request.get("/api/establishments")).status()).toBe(401);
    await page.screenshot({ path: `${SHOTS}/team-removed-${viewport.width}.png`, fullPage: true });
    await phone.close();
  });
});

atViewport(viewports.phone, (viewport) => {
  test("the owner keeps employees to the company's lists: the employee's player offers only those, and plays them", async ({
    page,
    request,
    admin,
    browser,
  }) => {
    test.setTimeout(90_000);
    const { songs } = await seedSongs(admin, ["Brisa de mar"], "Empresa", { seconds: 4 });
    await signedInListener(page, request, admin, { access: true });
    const shop = await createEstablishment(page.request, { tradingName: "Bar Lucía" });
    const list = (await (
      await page.request.post("/api/playlists", { data: { name: "Mañanas" } })
    ).json()) as { id: string };
    const added = await page.request.post(`/api/playlists/${list.id}/songs`, {
      data: { songId: songs[0]?.id },
    });
    expect(added.status(), await added.text()).toBeLessThan(300);

    // The employee joins through the invitation's link, by the API this time.
    const email = uniqueEmail("empleado");
    const invited = await page.request.post("/api/team/invitations", {
      data: { email, role: "employee", establishmentIds: [shop.id] },
    });
    expect(invited.status()).toBe(201);
    const token =
      linkIn(await waitForEmail(email), "/invitacion/")
        .split("/")
        .pop() ?? "";
    const context = await phoneContext(browser, viewport.width, viewport.height);
    const staff = await context.newPage();
    const registered = await staff.request.post(`/api/invitations/${token}/register`, {
      data: { fullName: "Pablo Gil", password: PASSWORD },
    });
    expect(registered.status()).toBe(201);
    const refused: string[] = [];
    staff.on("response", (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${response.url()}`);
    });
    await signIn(staff, { email, password: PASSWORD });

    // "Equipo": one box, said at once.
    await page.goto("/dashboard/team");
    await waitForHydration(page);
    await page.getByRole("checkbox", { name: /solo ponen las listas de la empresa/ }).check();
    const box = page.getByRole("checkbox", { name: /solo ponen las listas de la empresa/ });
    await expect(box).toBeChecked();
    await expect(
      page.getByText("Los empleados solo ven ya las listas de la empresa."),
    ).toBeVisible();
    // Saved: a reload shows it as it was left.
    await expect
      .poll(async () => {
        const team = (await (await page.request.get("/api/team")).json()) as { listsOnly: boolean };
        return team.listsOnly;
      })
      .toBe(true);
    await page.reload();
    await expect(box).toBeChecked();
    await expectNoAxeViolations(page, "Equipo, employees kept to the company's lists");

    await staff.goto("/dashboard/player");
    await waitForHydration(staff);
    const tabs = staff.getByRole("tablist", { name: "Filtrar canciones" });
    await expect(tabs.getByRole("tab")).toHaveText(["Listas de la empresa"]);
    await expect(staff.getByRole("searchbox")).toHaveCount(0);
    await expect(
      staff.getByText("Elige una lista de la empresa para ver sus canciones."),
    ).toBeVisible();
    await staff
      .getByRole("tabpanel")
      .getByRole("button", { name: /Mañanas/ })
      .click();
    const row = staff.getByTestId("player-song").filter({ hasText: "Brisa de mar" });
    await expect(row).toBeVisible();
    // It plays them; it neither blocks nor files songs away.
    await expect(row.getByRole("button", { name: /No reproducir/ })).toHaveCount(0);
    await expect(row.getByRole("combobox")).toHaveCount(0);
    await expectNoAxeViolations(staff, "the player of an employee kept to the company's lists");
    await staff.screenshot({
      path: `${SHOTS}/company-lists-${viewport.width}.png`,
      fullPage: true,
    });
    expect(refused).toEqual([]);
    await context.close();
  });
});
