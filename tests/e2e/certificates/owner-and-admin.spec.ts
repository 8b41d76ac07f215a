import fs from "node:fs";
import { expect, test } from "../fixtures";
import { E2E_ADMIN, signIn } from "../support/accounts";
import { expectNoAxeViolations } from "../support/axe";
import { customerWithCertificate, E2E_ESTABLISHMENT } from "../support/certificates";
import { atViewport, viewports } from "../support/viewports";

atViewport(viewports.desktop, (viewport) => {
  test("an admin sees a user's establishments and certificates and revokes one with a reason", async ({
    page,
    request,
    admin,
  }) => {
    const { account, certificate } = await customerWithCertificate(request, admin);
    await signIn(page, E2E_ADMIN);
    await page.goto("/dashboard/users");
    await page.getByLabel("Buscar usuarios").fill(account.email);
    await expect(page.getByTestId("user-row")).toHaveCount(1);
    const toggle = page.getByRole("button", { name: /^Establecimientos y certificados de / });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const details = page.locator(`#${await toggle.getAttribute("aria-controls")}`);
    await expect(details).toContainText(E2E_ESTABLISHMENT.tradingName);
    await expect(details).toContainText("Calle Mayor 1, 28013 Madrid (Madrid)");
    const listed = details.getByTestId("admin-certificate");
    await expect(listed).toContainText(certificate.number);
    await expect(listed).toContainText("Válido");
    await expectNoAxeViolations(
      page,
      `/dashboard/users, a user's certificates at ${viewport.width} px`,
    );

    await listed
      .getByRole("button", { name: `Revocar el certificado ${certificate.number}` })
      .click();
    const dialog = page.getByRole("dialog", {
      name: `Revocar el certificado ${certificate.number}`,
    });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Revocar certificado" }).click();
    await expect(dialog.getByText("Indica el motivo")).toBeVisible();
    await expectNoAxeViolations(page, `the revoke dialog at ${viewport.width} px`);
    await page.screenshot({ path: `/tmp/shots-cert/revoke-dialog-${viewport.width}.png` });
    await dialog.getByLabel("Motivo").fill("El establecimiento ha cerrado");
    await dialog.getByLabel("Motivo").press("Enter");
    await expect(dialog).toBeHidden();
    await expect(details.getByRole("status")).toHaveText("Certificado revocado");
    await expect(listed).toContainText("Revocado");
    await expect(listed).toContainText("Motivo: El establecimiento ha cerrado");
    await expect(listed.getByRole("button", { name: /^Revocar/ })).toHaveCount(0);
    await page.screenshot({
      path: `/tmp/shots-cert/users-certificates-${viewport.width}.png`,
      fullPage: true,
    });

    // Anyone checking it now reads "Revocado".
    const check = await request.get(`/api/certificates/verify/${certificate.code}`);
    expect(((await check.json()) as { status: string }).status).toBe("revoked");
  });
});

atViewport(viewports.phone, (viewport) => {
  test("the owner downloads the certificate from the subscription page and reads the guide", async ({
    page,
    request,
    admin,
  }) => {
    const { account, certificate } = await customerWithCertificate(request, admin, {
      tradingName: "Bar Lucía",
    });
    await signIn(page, account);
    const menu = page.getByRole("navigation", { name: "Menú del panel" });
    if (viewport.width < 1024) await page.getByRole("button", { name: "Abrir menú" }).click();
    await menu.getByRole("link", { name: "Suscripción" }).click();

    const section = page.getByRole("region", { name: "Certificados de licencia" });
    const row = section.getByTestId("certificate-download").filter({ hasText: "Bar Lucía" });
    await expect(row).toContainText(certificate.number);
    await expect(row.getByTestId("certificate-status")).toHaveText("Válido");
    const downloading = page.waitForEvent("download");
    await row.getByRole("link", { name: "Descargar certificado de Bar Lucía" }).click();
    const download = await downloading;
    // The same period's certificate: the same number.
    expect(download.suggestedFilename()).toBe(`certificado-${certificate.number}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe("%PDF-");
    await page.screenshot({
      path: `/tmp/shots-cert/subscription-${viewport.width}.png`,
      fullPage: true,
    });

    await section.getByRole("link", { name: "Guía para inspecciones" }).click();
    await expect(page).toHaveURL("/dashboard/inspection-guide");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Guía para inspecciones");
    for (const heading of [
      "Qué es el certificado",
      "Qué enseñar",
      "Qué decir",
      "Qué no cubre",
      "Qué no firmar",
    ])
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    await expect(page.getByText(/¿qué sonaba a las 13:42\?/)).toBeVisible();
    await expect(page.getByText(/No cubre televisión, radio ni música en directo/)).toBeVisible();
    await expect(
      page.getByRole("link", { name: "Abrir el historial de reproducción" }),
    ).toHaveAttribute("href", "/dashboard/history");
    await expectNoAxeViolations(page, `/dashboard/inspection-guide at ${viewport.width} px`);
    await page.screenshot({
      path: `/tmp/shots-cert/guide-${viewport.width}.png`,
      fullPage: true,
    });
    if (viewport.width < 1024) await page.getByRole("button", { name: "Abrir menú" }).click();
    await expect(menu.getByRole("link", { name: "Guía para inspecciones" })).toBeVisible();
  });
});
