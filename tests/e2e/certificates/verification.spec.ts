import { expect, test } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import {
  customerWithCertificate,
  E2E_ESTABLISHMENT,
  madridMoment,
  spanishDate,
} from "../support/certificates";
import { forEachViewport } from "../support/viewports";

const HOUR_MS = 3_600_000;

forEachViewport((viewport) => {
  test("a valid certificate, checked by anyone: its facts and '¿Qué sonaba?'", async ({
    page,
    request,
    admin,
    expectHttpErrors,
  }) => {
    // A moment before the certificate's period is refused with 400 on purpose.
    expectHttpErrors(400);
    const { certificate } = await customerWithCertificate(request, admin);
    // The page is opened in a browser that never signed in.
    await page.goto(`/verificar/${certificate.code}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Certificado de licencia de música ambiental",
    );
    await expect(page.getByTestId("certificate-status")).toHaveText("Válido");
    await expect(page.getByText("El certificado está en vigor.")).toBeVisible();
    await expect(page.getByTestId("certificate-establishment")).toHaveText(
      E2E_ESTABLISHMENT.tradingName,
    );
    const facts = page.locator("dl");
    await expect(facts).toContainText("Madrid");
    await expect(facts).toContainText(certificate.number);
    await expect(facts).toContainText("Sonaria Música Ambiental, S.L. (CIF B88123450)");
    const from = madridMoment(Date.parse(certificate.validFrom));
    const until = madridMoment(Date.parse(certificate.validUntil));
    await expect(facts).toContainText(
      `Del ${spanishDate(from.date)} al ${spanishDate(until.date)}`,
    );
    // No street address, no tax id of the customer.
    await expect(page.locator("main")).not.toContainText(E2E_ESTABLISHMENT.address);
    await expect(page.locator("main")).not.toContainText(E2E_ESTABLISHMENT.taxId);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expectNoAxeViolations(page, `/verificar/:code at ${viewport.width} px`);

    // "¿Qué sonaba?", by keyboard: an hour from now nothing of ours has played.
    const form = page.getByRole("region", { name: "¿Qué sonaba?" });
    await expect(form).toContainText("hora peninsular, Europe/Madrid");
    const later = madridMoment(Date.now() + HOUR_MS);
    await form.getByLabel("Fecha").fill(later.date);
    await form.getByLabel("Hora").fill(later.time);
    await form.getByLabel("Hora").press("Enter");
    await expect(page.getByTestId("what-played-answer")).toHaveText(
      `El ${spanishDate(later.date)} a las ${later.time}: No se reprodujo música de Sonaria en ese momento.`,
    );
    await page.screenshot({
      path: `/tmp/shots-cert/verify-valid-${viewport.width}.png`,
      fullPage: true,
    });

    // A moment before the certificate's period is not answered.
    const before = madridMoment(Date.parse(certificate.validFrom) - 2 * 24 * HOUR_MS);
    await form.getByLabel("Fecha").fill(before.date);
    await form.getByRole("button", { name: "Consultar" }).click();
    await expect(form.getByRole("alert")).toHaveText(
      `Solo se puede consultar lo que sonó durante la vigencia del certificado: del ${spanishDate(from.date)} al ${spanishDate(until.date)}.`,
    );
    await expectNoAxeViolations(
      page,
      `/verificar/:code, an answer refused, at ${viewport.width} px`,
    );

    // The form says what is missing before asking the server.
    await form.getByLabel("Fecha").fill("");
    await form.getByRole("button", { name: "Consultar" }).click();
    await expect(form.getByText("Indica una fecha válida")).toBeVisible();
  });
});

test("a revoked certificate says so and answers no more questions", async ({
  page,
  request,
  admin,
}) => {
  const { certificate } = await customerWithCertificate(request, admin);
  const revoke = await admin.post(`/api/certificates/${certificate.id}/revoke`, {
    data: { reason: "Datos del titular erróneos" },
  });
  expect(revoke.status()).toBe(200);
  await page.goto(`/verificar/${certificate.code}`);
  await expect(page.getByTestId("certificate-status")).toHaveText("Revocado");
  await expect(page.getByText(/El certificado ha sido revocado/)).toBeVisible();
  await expect(page.getByRole("region", { name: "¿Qué sonaba?" })).toHaveCount(0);
  await page.screenshot({ path: "/tmp/shots-cert/verify-revoked.png", fullPage: true });
});

test("a certificate whose subscription has ended says 'Caducado'", async ({
  page,
  request,
  admin,
}) => {
  const { certificate } = await customerWithCertificate(request, admin, { paid: true });
  await page.goto(`/verificar/${certificate.code}`);
  await expect(page.getByTestId("certificate-status")).toHaveText("Válido");
  // The period passes (test clock): the licence lasts only while the subscription does.
  expect((await request.post("/api/billing/test-clock/expire")).status()).toBe(200);
  await page.reload();
  await expect(page.getByTestId("certificate-status")).toHaveText("Caducado");
  // What played during its period can still be asked.
  await expect(page.getByRole("region", { name: "¿Qué sonaba?" })).toBeVisible();
});

test("an unknown or malformed code is not found", async ({ page, expectHttpErrors }) => {
  expectHttpErrors(404);
  for (const code of ["7K2M9QXC4RTV8BNW3HJD", "no-existe"]) {
    await page.goto(`/verificar/${code}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certificado no encontrado");
    await expect(
      page.getByText(
        "No existe ningún certificado con ese código. Comprueba que lo has escrito bien.",
      ),
    ).toBeVisible();
  }
});
