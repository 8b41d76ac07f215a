import { expect, test } from "../fixtures";
import { createVerifiedUser, logIn } from "../support/accounts";

test("a visitor is sent to /login and back to the page they wanted", async ({ page, request }) => {
  const account = await createVerifiedUser(request);
  await page.goto("/dashboard/subscription");
  await expect(page).toHaveURL("/login?redirectTo=%2Fdashboard%2Fsubscription");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL("/dashboard/subscription");
});

test("redirect targets are same-origin paths only", async ({ page, request }) => {
  const account = await createVerifiedUser(request);
  await page.goto("/login?redirectTo=https%3A%2F%2Fevil.example%2F");
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Contraseña", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Iniciar sesión" }).click();
  await expect(page).toHaveURL("/dashboard");
});

test("a signed-in user never sees the login or registration form", async ({ page, request }) => {
  const account = await createVerifiedUser(request);
  await logIn(page, account);
  await expect(page).toHaveURL("/dashboard");
  // Record whether a password field ever appears while /login and /register load.
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('input[type="password"]'))
        (window as unknown as { sawForm: boolean }).sawForm = true;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of ["/login", "/register"]) {
    await page.goto(path);
    await expect(page).toHaveURL("/dashboard");
    expect(
      await page.evaluate(() => (window as unknown as { sawForm?: boolean }).sawForm ?? false),
    ).toBe(false);
  }
});

test("/login and /register are not prerendered as forms", async ({ request }) => {
  for (const path of ["/login", "/register"]) {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain("<form");
    expect(html).not.toContain('type="password"');
  }
});
