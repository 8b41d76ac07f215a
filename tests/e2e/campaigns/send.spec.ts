import { expect, test } from "../fixtures";
import { createVerifiedUser, E2E_ADMIN, signIn, uniqueEmail } from "../support/accounts";
import { linkIn, messagesTo } from "../support/mailbox";
import { pngFile } from "../support/png";

// Sends go to every customer: these tests run one after the other.
test.describe.configure({ mode: "serial" });

test("an admin composes with every tool, keeps a template, sends to all and each customer gets one message", async ({
  page,
  request,
  expectHttpErrors,
}) => {
  // Saving a template name that exists answers 409 before the overwrite question.
  expectHttpErrors(409);
  const stamp = Date.now().toString(36);
  const subject = `Novedades ${stamp}`;
  const first = await createVerifiedUser(request, { name: "Cliente Uno", campaignsConsent: true });
  const second = await createVerifiedUser(request, { name: "Cliente Dos", campaignsConsent: true });
  // Never said yes: never sent one.
  const silent = await createVerifiedUser(request, { name: "Cliente Tres" });

  await signIn(page, E2E_ADMIN);
  await page
    .getByRole("navigation", { name: "Menú del panel" })
    .getByRole("link", { name: "Email Marketing" })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Email Marketing");

  // Nothing to send yet.
  await page.getByRole("button", { name: "Enviar a todos los usuarios" }).click();
  await expect(page.getByRole("alert")).toHaveText("Por favor, completa todos los campos");

  await page.getByLabel("Asunto").fill(subject);
  const editor = page.getByRole("textbox", { name: "Contenido" });
  const tool = (name: string) =>
    page.getByRole("toolbar", { name: "Formato" }).getByRole("button", { name, exact: true });
  await editor.click();
  // Each formatted piece ends with Enter: a toolbar click refocuses the editor, and text
  // typed next to formatted text would otherwise take its marks.
  await tool("Negrita").click();
  await expect(tool("Negrita")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("Nueva música");
  await tool("Negrita").click();
  await page.keyboard.press("Enter");
  await tool("Cursiva").click();
  await expect(tool("Cursiva")).toHaveAttribute("aria-pressed", "true");
  await page.keyboard.type("cada semana");
  await tool("Cursiva").click();
  await page.keyboard.press("Enter");
  await tool("Centrar").click();
  await page.keyboard.type("Para tu local");
  await page.keyboard.press("Enter");
  await tool("Alinear a la izquierda").click();
  await page.getByLabel("Tamaño de letra").selectOption({ label: "Grande" });
  await page.keyboard.type("Oferta");
  await page.keyboard.press("Enter");
  await page.getByLabel("Color del texto").first().fill("#c026d3");
  // The colour applies once the editor has the caret back: type only then.
  await expect(editor).toBeFocused();
  await page.keyboard.type("especial");
  await page.keyboard.press("Enter");
  await tool("Lista con viñetas").click();
  await page.keyboard.type("Jazz");
  await page.keyboard.press("Enter");
  await page.keyboard.type("Lounge");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await tool("Lista numerada").click();
  await page.keyboard.type("Paso uno");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  page.once("dialog", (dialog) => void dialog.accept("javascript:alert(1)"));
  await tool("Insertar enlace").click();
  await expect(page.getByRole("alert")).toHaveText(
    "El enlace debe empezar por https://, http:// o mailto:",
  );
  await page.keyboard.type("Visítanos");
  await page.keyboard.press("Shift+Home");
  page.once("dialog", (dialog) => void dialog.accept("https://sonaria.es/ofertas"));
  await tool("Insertar enlace").click();
  await page.keyboard.press("End");
  await page
    .getByRole("toolbar", { name: "Formato" })
    .getByLabel("Archivo de imagen")
    .setInputFiles(pngFile());
  await expect(editor.locator("img")).toHaveAttribute("src", /^\/media\/marketing\//);
  await expect(editor.locator("strong")).toHaveText("Nueva música");
  await expect(editor.locator("em")).toHaveText("cada semana");
  await expect(editor.locator("p[style*='center']")).toHaveText("Para tu local");
  await expect(editor.locator("span[style*='24px']").first()).toContainText("Oferta");
  await expect(editor.locator("span[style*='color']").first()).toContainText("especial");
  await expect(editor.locator("ul li")).toHaveCount(2);
  await expect(editor.locator("ol li")).toHaveCount(1);
  await expect(editor.locator("a")).toHaveAttribute("href", "https://sonaria.es/ofertas");

  // Templates: saved, overwritten after a question, loaded back.
  const templateName = `Boletín ${stamp}`;
  await page.getByLabel("Nombre de la plantilla").fill(templateName);
  await page.getByRole("button", { name: "Guardar" }).click();
  await expect(page.getByRole("status")).toHaveText("Plantilla guardada correctamente");
  await page.getByRole("button", { name: "Guardar" }).click();
  await page
    .getByRole("dialog", { name: `Ya existe una plantilla «${templateName}»` })
    .getByRole("button", { name: "Sí, sustituir" })
    .click();
  await expect(page.getByRole("status")).toHaveText("Plantilla guardada correctamente");
  await page.getByLabel("Asunto").fill("");
  await page.getByRole("button", { name: "Plantillas" }).click();
  await page.getByRole("button", { name: `Usar la plantilla ${templateName}` }).click();
  await expect(page.getByLabel("Asunto")).toHaveValue(subject);

  // Send, after a confirmation with the number of recipients.
  await page.getByRole("button", { name: "Enviar a todos los usuarios" }).click();
  const confirm = page.getByRole("dialog", { name: "¿Enviar el email?" });
  await expect(confirm).toContainText(/Se enviará a \d+ destinatarios\./);
  await confirm.getByRole("button", { name: "Sí, enviar" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /^Emails enviados correctamente a \d+ destinatarios$/,
    { timeout: 20_000 },
  );
  await expect(page.getByTestId("campaign").filter({ hasText: subject })).toContainText(
    "0 fallidos",
  );

  for (const account of [first, second]) {
    const mails = (await messagesTo(account.email)).filter((mail) => mail.subject === subject);
    expect(mails, account.email).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    expect(mail.html).toContain("<strong>Nueva música</strong>");
    expect(mail.html).not.toContain("javascript:");
    expect(mail.html).toMatch(/https?:\/\/[^"]+\/media\/marketing\//);
    expect(mail.text).toContain("Nueva música");
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.headers["list-unsubscribe"]).toMatch(
      /^<https?:\/\/[^>]+\/api\/marketing\/unsubscribe\?token=/,
    );
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  }

  // The first customer unsubscribes through the link; the next send skips them.
  const firstMail = (await messagesTo(first.email)).find((mail) => mail.subject === subject);
  const visitor = await page.context().browser()?.newPage();
  if (!visitor) throw new Error("no browser");
  await visitor.goto(linkIn(firstMail as NonNullable<typeof firstMail>, "/unsubscribe?token="));
  await expect(visitor.getByRole("heading", { name: "Darse de baja" })).toBeVisible();
  await visitor.getByRole("button", { name: "Darme de baja" }).click();
  await expect(visitor.getByRole("status")).toHaveText(
    "Hecho: ya no recibirás emails de marketing.",
  );
  await visitor.close();

  const again = `${subject} (2)`;
  await page.getByLabel("Asunto").fill(again);
  await page.getByRole("button", { name: "Enviar a todos los usuarios" }).click();
  await page
    .getByRole("dialog", { name: "¿Enviar el email?" })
    .getByRole("button", { name: "Sí, enviar" })
    .click();
  await expect(page.getByRole("status")).toHaveText(
    /^Emails enviados correctamente a \d+ destinatarios$/,
    { timeout: 20_000 },
  );
  await expect
    .poll(
      async () => (await messagesTo(second.email)).filter((mail) => mail.subject === again).length,
    )
    .toBe(1);
  expect((await messagesTo(first.email)).filter((mail) => mail.subject === again)).toHaveLength(0);
  expect(
    (await messagesTo(silent.email)).filter((mail) => mail.subject.startsWith(subject)),
  ).toHaveLength(0);
});

test("addresses the mail server refuses are counted as failed: 'Emails enviados parcialmente'", async ({
  page,
  request,
  browser,
}) => {
  const refused = await createVerifiedUser(request, {
    email: uniqueEmail("rechazo"),
    campaignsConsent: true,
  });
  await signIn(page, E2E_ADMIN);
  await page.goto("/dashboard/marketing");
  await page.getByLabel("Asunto").fill(`Parcial ${Date.now().toString(36)}`);
  await page.getByRole("textbox", { name: "Contenido" }).click();
  await page.keyboard.type("Hola");
  await page.getByRole("button", { name: "Enviar a todos los usuarios" }).click();
  await page
    .getByRole("dialog", { name: "¿Enviar el email?" })
    .getByRole("button", { name: "Sí, enviar" })
    .click();
  await expect(page.getByRole("alert")).toHaveText(
    /^Emails enviados parcialmente: \d+ exitosos, [1-9]\d* fallidos$/,
    {
      timeout: 20_000,
    },
  );

  // The refused customer withdraws consent in their profile (next sends skip them).
  const own = await browser.newPage();
  await signIn(own, refused);
  await own.goto("/dashboard/profile");
  const preference = own.getByRole("region", { name: "Emails de marketing" });
  await expect(preference.getByRole("switch")).toBeChecked();
  await preference.getByRole("switch").uncheck();
  await expect(preference.getByRole("status")).toHaveText("Preferencia guardada");
  await expect(preference).toContainText("No recibirás emails de marketing.");
  await own.close();
});

test("users cannot reach the campaigns screen or its API", async ({ page, request }) => {
  const account = await createVerifiedUser(request);
  await signIn(page, account);
  await page.goto("/dashboard/marketing");
  await expect(page).toHaveURL("/dashboard");
  expect((await page.request.get("/api/marketing/templates")).status()).toBe(403);
  expect(
    (
      await page.request.post("/api/marketing/campaigns", {
        data: { subject: "x", content: "<p>x</p>" },
      })
    ).status(),
  ).toBe(403);
});
