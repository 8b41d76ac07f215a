import fs from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "../fixtures";
import { signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { seedSongs } from "../support/catalog";
import { customerWithCertificate } from "../support/certificates";
import { expectNoSidewaysScroll } from "../support/layout";
import { atViewport, viewports } from "../support/viewports";

const shots = "/tmp/shots-after-subscription";

/** Presses Tab until `target` has the focus (a keyboard user's way there), or fails. */
async function tabTo(page: Page, target: Locator, most = 60) {
  for (let presses = 0; presses < most; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  await expect(target).toBeFocused();
}

atViewport(viewports.desktop, (viewport) => {
  test("an owner whose subscription ended reads the history, downloads its CSV and a past certificate", async ({
    page,
    request,
    admin,
  }) => {
    test.setTimeout(90_000);
    const stamp = Date.now().toString(36);
    const titles = [`Constancia ${stamp}`, `Prueba ${stamp}`];
    const { songs } = await seedSongs(admin, titles);
    // A paid month, an establishment played on one device, its certificate and two plays…
    const deviceId = crypto.randomUUID();
    const { account, establishment, certificate } = await customerWithCertificate(request, admin, {
      paid: true,
      tradingName: "Bar Cerrado",
      player: { deviceId },
    });
    // Two plays, just ended: the server takes them as recorded live.
    const now = Date.now();
    const plays = songs.map((song, index) => ({
      id: crypto.randomUUID(),
      establishmentId: establishment.id,
      songId: song.id,
      // The first song is the newest play, as the history lists it first.
      startedAt: new Date(now - (index + 2) * 1000).toISOString(),
      endedAt: new Date(now - (index + 1) * 1000).toISOString(),
      secondsHeard: 1,
      ending: "ended",
      deviceId,
      origin: "network",
    }));
    const recorded = await request.post("/api/play-log", { data: { plays } });
    expect(recorded.status(), await recorded.text()).toBe(200);
    // …then the subscription is cancelled and its period ends (the test clock).
    expect((await request.post("/api/billing/cancel")).status()).toBe(200);
    expect((await request.post("/api/billing/test-clock/expire")).status()).toBe(200);
    // Playing and issuing a new certificate need access, as before: a play after the end
    // (past the few seconds a device's clock may be off) is never taken.
    await new Promise((resolve) => setTimeout(resolve, 7000));
    const after = {
      ...plays[0],
      id: crypto.randomUUID(),
      startedAt: new Date(Date.now() - 1000).toISOString(),
      endedAt: new Date(Date.now() - 500).toISOString(),
      secondsHeard: 0.5,
    };
    expect((await request.post("/api/play-log", { data: { plays: [after] } })).status()).toBe(400);
    expect(
      (await request.get(`/api/establishments/${establishment.id}/certificate`)).status(),
    ).toBe(403);

    await page.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
    await signIn(page, account);
    await expect(page.getByTestId("user-summary").first()).toContainText("Sin Plan");

    // The history stays in the menu (what needs access does not), reached by keyboard.
    const menu = page.getByRole("navigation", { name: "Menú del panel" });
    if (viewport.width < 1024) {
      await tabTo(page, page.getByRole("button", { name: "Abrir menú" }));
      await page.keyboard.press("Enter");
    }
    await expect(menu.getByRole("link", { name: "Historial", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Mis establecimientos" })).toHaveCount(0);
    await tabTo(page, menu.getByRole("link", { name: "Historial", exact: true }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/history/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Historial de reproducción");
    await expect(page.getByText(/cada reproducción se conserva 5 años/)).toBeVisible();
    const rows = page.getByTestId("history-play");
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(titles[0] as string);
    await expect(rows.nth(1)).toContainText(titles[1] as string);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page, `/dashboard/history without access at ${viewport.width} px`);
    fs.mkdirSync(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/history-${viewport.width}.png`, fullPage: true });

    // The CSV, by keyboard.
    await tabTo(page, page.getByRole("link", { name: /^Descargar CSV/ }));
    const [csv] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(csv.suggestedFilename()).toMatch(/^historial-bar-cerrado-\d{4}-\d{2}-\d{2}-/);
    const lines = fs
      .readFileSync(await csv.path(), "utf8")
      .trim()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    // Oldest first, as a record reads.
    expect(lines[1]).toContain(`;${titles[1]};`);
    expect(lines[2]).toContain(`;${titles[0]};`);

    // The certificates, from the notice: the past one downloads again, by keyboard.
    await tabTo(page, page.getByRole("link", { name: "Ver mis certificados" }));
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/dashboard\/subscription/);
    const section = page.getByRole("region", { name: "Certificados de licencia" });
    await expect(section).toContainText("siguen disponibles durante 5 años");
    // No certificate of a new period without access: only the issued ones.
    await expect(section.getByTestId("certificate-download")).toHaveCount(0);
    const issued = section.getByTestId("issued-certificate");
    await expect(issued).toHaveCount(1);
    await expect(issued).toContainText(certificate.number);
    await expect(issued).toContainText("Bar Cerrado");
    await expect(issued.getByTestId("certificate-status")).toHaveText("Caducado");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(
      page,
      `/dashboard/subscription without access at ${viewport.width} px`,
    );
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}/subscription-${viewport.width}.png`, fullPage: true });

    const link = issued.getByRole("link", {
      name: `Descargar el certificado ${certificate.number} de Bar Cerrado`,
    });
    await tabTo(page, link, 120);
    const [pdf] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(pdf.suggestedFilename()).toBe(`certificado-${certificate.number}.pdf`);
    const bytes = fs.readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
