import { expect, test } from "../fixtures";

for (const [path, heading] of [
  ["/login", "Iniciar sesión"],
  ["/register", "Crear cuenta"],
] as const) {
  test(`${path} is rendered in the browser only, never prerendered as a form`, async ({
    page,
    request,
  }) => {
    const html = await (await request.get(path)).text();
    expect(html).not.toContain(heading);
    expect(html).not.toContain("<form");

    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.getByRole("link", { name: "Sonaria, ir al inicio" })).toHaveAttribute(
      "href",
      "/",
    );
  });
}

test("a dashboard path without a session goes to /login", async ({ page }) => {
  const response = await page.goto("/dashboard/player");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
});
