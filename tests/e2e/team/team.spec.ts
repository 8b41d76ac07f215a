import fs from "node:fs";
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { logIn, PASSWORD, uniqueEmail } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { seedSongs, signedInListener } from "../support/catalog";
import { createEstablishment } from "../support/establishments";
import { linkIn, waitForEmail } from "../support/mailbox";
import { forEachViewport, viewports } from "../support/viewports";

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

forEachViewport((viewport) => {
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
    await expect(page.getByText("Elige establecimientos tuyos")).toBeVisible();
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
    const places = (await (await staff.request.get("/api/establishments")).json()) as {
      tradingName: string;
    }[];
    expect(places.map((place) => place.tradingName)).toEqual(["Bar Lucía"]);

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
    await logIn(staff, { email, password: PASSWORD });
    await expect(staff).toHaveURL(/\/dashboard$/);

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
