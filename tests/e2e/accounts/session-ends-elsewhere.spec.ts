import { expect, test } from "../fixtures";
import { signedInCustomer } from "../support/accounts";

test("a dashboard whose session ends on another device goes to the login page by itself", async ({
  page,
  request,
  baseURL,
  expectHttpErrors,
}) => {
  // The live stream's reconnection is refused once the session has ended.
  expectHttpErrors(401);
  const streamOpen = page.waitForResponse((response) => response.url().endsWith("/api/events"));
  const account = await signedInCustomer(page, request);
  expect((await streamOpen).status()).toBe(200);

  // Another device signs in and changes the password without asking to end the other
  // sessions: they end all the same.
  const headers = { origin: baseURL as string };
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
    headers,
  });
  expect(signIn.status()).toBe(200);
  const changed = await request.post("/api/auth/change-password", {
    data: {
      currentPassword: account.password,
      newPassword: "Cambiada2026",
      revokeOtherSessions: false,
    },
    headers,
  });
  expect(changed.status()).toBe(200);

  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "Iniciar sesión" })).toBeVisible();
});
