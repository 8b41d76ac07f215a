import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { inputCopy } from "~/shared/copy/input";
import { user } from "../domain/accounts/tables";
import { describeEachDatabase, TEST_APP_URL, withTestApp } from "../testing/test-app";
import {
  GOOD_PASSWORD,
  httpClient,
  nextAddress,
  sessionCookie,
  signedInUser,
  uniqueEmail,
} from "../testing/http-client";

describeEachDatabase("accounts: register, verify, sign in", (context) => {
  const client = httpClient(context);
  const register = (email: string, password = GOOD_PASSWORD, extra: Record<string, unknown> = {}) =>
    client.post("/api/auth/sign-up/email", {
      name: "Ana García",
      email,
      password,
      callbackURL: "/login?verified=1",
      ...extra,
    });

  it("registers an unverified user with role user and no access, and mails a verification link", async () => {
    const email = uniqueEmail();
    const response = await register(email, GOOD_PASSWORD, { role: "admin", emailVerified: true });
    // Fields the user may not set are refused or ignored, never stored.
    const row = await context().database.db.query.user.findFirst({ where: eq(user.email, email) });
    if (response.status === 200) {
      expect(row).toMatchObject({ role: "user", emailVerified: false });
    } else {
      expect(response.status).toBe(400);
      expect(row).toBeUndefined();
    }
    const clean = await register(uniqueEmail());
    expect(clean.status).toBe(200);
    expect(clean.headers.getSetCookie()).toEqual([]);
  });

  it("mails a Spanish verification e-mail whose link verifies and lands on /login", async () => {
    const email = uniqueEmail();
    expect((await register(email)).status).toBe(200);
    const mail = context().mailbox.latestTo(email);
    expect(mail.subject).toBe("Confirma tu email en Sonaria");
    expect(mail.text).toContain("Gracias por registrarte en Sonaria");
    expect(mail.html).toContain("Confirmar mi email");
    const link = mail.links.find((url) => url.includes("/api/auth/verify-email"));
    expect(link).toBeDefined();

    const verify = await client.get((link as string).replace(TEST_APP_URL, ""));
    expect(verify.status).toBe(302);
    expect(verify.headers.get("location")).toBe("/login?verified=1");
    const row = await context().database.db.query.user.findFirst({ where: eq(user.email, email) });
    expect(row?.emailVerified).toBe(true);

    // Single use: the same link does not work twice, and a forged one never.
    const again = await client.get((link as string).replace(TEST_APP_URL, ""));
    expect(again.headers.get("location")).toBe("/login?error=INVALID_TOKEN");
    const forged = await client.get(`/api/auth/verify-email?token=forged&callbackURL=/login`);
    expect(forged.headers.get("location")).toMatch(/error=/);
  });

  it("refuses an unverified sign-in with the right password and leaves no session", async () => {
    const email = uniqueEmail();
    await register(email);
    const response = await client.post("/api/auth/sign-in/email", {
      email,
      password: GOOD_PASSWORD,
    });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe("EMAIL_NOT_VERIFIED");
    expect(
      response.headers
        .getSetCookie()
        .filter((c) => c.includes("session_token=") && !c.includes("Max-Age=0")),
    ).toEqual([]);
  });

  it("says that an address is taken at registration", async () => {
    const email = uniqueEmail();
    await register(email);
    const response = await register(email.toUpperCase());
    expect(response.status).toBe(422);
    expect((await response.json()).code).toBe("USER_ALREADY_EXISTS");
  });

  it("refuses weak passwords and invalid input with 4xx", async () => {
    for (const password of ["corta1A", "sinmayusculas1", "SINMINUSCULAS1", "SinNumerosAqui"]) {
      const response = await register(uniqueEmail(), password);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe("PASSWORD_TOO_WEAK");
    }
    expect((await register("no-es-un-email")).status).toBe(400);
    expect(
      (
        await client.post("/api/auth/sign-up/email", {
          email: uniqueEmail(),
          password: GOOD_PASSWORD,
          name: "  ",
        })
      ).status,
    ).toBe(400);
  });

  it("refuses a name with characters that reorder it, saying why, and creates no user", async () => {
    const email = uniqueEmail();
    const response = await register(email, GOOD_PASSWORD, { name: "Ana \u202eaícraG" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: "INVALID_NAME",
      message: inputCopy.reorderingCharacters,
    });
    const row = await context().database.db.query.user.findFirst({ where: eq(user.email, email) });
    expect(row).toBeUndefined();
  });

  it("answers unknown e-mail and wrong password alike", async () => {
    const { email } = await signedInUser(context);
    const unknown = await client.post("/api/auth/sign-in/email", {
      email: uniqueEmail(),
      password: GOOD_PASSWORD,
    });
    const wrong = await client.post("/api/auth/sign-in/email", { email, password: "Otra2026x" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect((await unknown.json()).code).toBe((await wrong.json()).code);
  });

  it("sets an HttpOnly, SameSite=Lax cookie and a new token at every sign-in", async () => {
    const { email, cookie } = await signedInUser(context);
    const again = await client.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    const raw = again.headers.getSetCookie().find((c) => c.startsWith("sonaria.session_token="));
    expect(raw).toMatch(/HttpOnly/i);
    expect(raw).toMatch(/SameSite=Lax/i);
    expect(raw).not.toMatch(/Secure/i);
    expect(sessionCookie(again)).not.toBe(cookie);
  });

  it("ends the session on sign-out: replaying the old cookie gets 401", async () => {
    const { cookie } = await signedInUser(context);
    expect((await client.get("/api/me", { cookie })).status).toBe(200);
    expect((await client.post("/api/auth/sign-out", {}, { cookie })).status).toBe(200);
    expect((await client.get("/api/me", { cookie })).status).toBe(401);
  });

  it("limits failed sign-ins per account, even from many addresses", async () => {
    const { email } = await signedInUser(context);
    for (let attempt = 0; attempt < 5; attempt++) {
      const response = await client.post("/api/auth/sign-in/email", {
        email,
        password: "Mala2026xx",
      });
      expect(response.status).toBe(401);
    }
    const blocked = await client.post("/api/auth/sign-in/email", {
      email,
      password: GOOD_PASSWORD,
    });
    expect(blocked.status).toBe(429);
    const body = await blocked.json();
    expect(body.message).toBe(
      "Demasiados intentos. Por favor, espera un momento antes de intentar de nuevo",
    );
    // How long to wait: until the first failure leaves the 15-minute window.
    expect(body.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(15 * 60);
    expect(blocked.headers.get("Retry-After")).toBe(String(body.retryAfterSeconds));
  });

  it("lets ten colleagues sign in from one shop's address within a minute", async () => {
    const shop = nextAddress();
    const staff = await Promise.all(Array.from({ length: 10 }, () => signedInUser(context)));
    for (const member of staff) {
      const response = await client.post(
        "/api/auth/sign-in/email",
        { email: member.email, password: GOOD_PASSWORD },
        { ip: shop },
      );
      expect(response.status).toBe(200);
    }
  });

  it("limits registrations per address", async () => {
    const ip = nextAddress();
    const responses: Response[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      responses.push(
        await client.post(
          "/api/auth/sign-up/email",
          { name: "Ana", email: uniqueEmail(), password: GOOD_PASSWORD },
          { ip },
        ),
      );
    }
    const statuses = responses.map((response) => response.status);
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // The per-address limiter's answer says how long to wait, like the per-account one.
    const body = await (responses[10] as Response).json();
    expect(body).toMatchObject({
      code: "TOO_MANY_ATTEMPTS",
      message: "Demasiados intentos. Por favor, espera un momento antes de intentar de nuevo",
    });
    expect(body.retryAfterSeconds).toBeGreaterThan(9 * 60);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(10 * 60);
  });

  it("refuses a state-changing request from a foreign origin", async () => {
    const { cookie } = await signedInUser(context);
    const auth = await client.post(
      "/api/auth/sign-out",
      {},
      { cookie, origin: "https://evil.example" },
    );
    expect(auth.status).toBe(403);
    const api = await client.patch(
      "/api/me",
      { fullName: "Hacker" },
      { cookie, origin: "https://evil.example" },
    );
    expect(api.status).toBe(403);
    const fetchMeta = await client.patch(
      "/api/me",
      { fullName: "Hacker" },
      { cookie, origin: null, headers: { "sec-fetch-site": "cross-site" } },
    );
    expect(fetchMeta.status).toBe(403);
    expect((await client.get("/api/me", { cookie })).status).toBe(200);
  });
});

describeEachDatabase("accounts: password reset", (context) => {
  const client = httpClient(context);

  it("always answers the same, and mails a single-use link that ends every session", async () => {
    const { email, cookie } = await signedInUser(context);
    const unknown = await client.post("/api/auth/request-password-reset", {
      email: uniqueEmail(),
      redirectTo: "/reset-password",
    });
    const known = await client.post("/api/auth/request-password-reset", {
      email,
      redirectTo: "/reset-password",
    });
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.json()).toEqual(await known.json());

    const mail = context().mailbox.latestTo(email);
    expect(mail.subject).toBe("Recupera tu contraseña de Sonaria");
    const link = mail.links.find((url) => url.includes("/api/auth/reset-password/")) as string;
    const landing = await client.get(link.replace(TEST_APP_URL, ""));
    expect(landing.status).toBe(302);
    const location = new URL(landing.headers.get("location") as string, TEST_APP_URL);
    expect(location.pathname).toBe("/reset-password");
    const token = location.searchParams.get("token") as string;

    const weak = await client.post("/api/auth/reset-password", { token, newPassword: "debil" });
    expect(weak.status).toBe(400);
    const reset = await client.post("/api/auth/reset-password", {
      token,
      newPassword: "Nueva2026x",
    });
    expect(reset.status).toBe(200);
    expect((await client.get("/api/me", { cookie })).status).toBe(401);
    expect(
      (await client.post("/api/auth/reset-password", { token, newPassword: "Otra2026xy" })).status,
    ).toBe(400);
    expect(
      (await client.post("/api/auth/sign-in/email", { email, password: "Nueva2026x" })).status,
    ).toBe(200);
  });

  it("limits reset requests per address", async () => {
    const { email } = await signedInUser(context);
    const responses: Response[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      responses.push(
        await client.post("/api/auth/request-password-reset", {
          email,
          redirectTo: "/reset-password",
        }),
      );
    }
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 429]);
    expect((await (responses[3] as Response).json()).retryAfterSeconds).toBeGreaterThan(14 * 60);
  });

  it("changes a password only with the current one, ending the other sessions", async () => {
    const { email, cookie } = await signedInUser(context);
    const other = sessionCookie(
      await client.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD }),
    );
    const wrong = await client.post(
      "/api/auth/change-password",
      { currentPassword: "Mala2026xx", newPassword: "Nueva2026x", revokeOtherSessions: true },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).code).toBe("INVALID_PASSWORD");
    const weak = await client.post(
      "/api/auth/change-password",
      { currentPassword: GOOD_PASSWORD, newPassword: "abcdef", revokeOtherSessions: true },
      { cookie },
    );
    expect(weak.status).toBe(400);
    const changed = await client.post(
      "/api/auth/change-password",
      { currentPassword: GOOD_PASSWORD, newPassword: "Nueva2026x", revokeOtherSessions: true },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect((await client.get("/api/me", { cookie: other })).status).toBe(401);
  });
});

describeEachDatabase("accounts: closed endpoints", (context) => {
  const client = httpClient(context);
  it("exposes no way to change one's e-mail, role or other users", async () => {
    const { cookie } = await signedInUser(context);
    for (const path of [
      "/api/auth/update-user",
      "/api/auth/change-email",
      "/api/auth/admin/set-role",
      "/api/auth/admin/create-user",
      "/api/auth/delete-user",
    ]) {
      const response = await client.post(
        path,
        { role: "admin", email: uniqueEmail(), newEmail: uniqueEmail(), userId: "x" },
        { cookie },
      );
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
    }
  });
});

it("marks the session cookie Secure when the public URL is https", async () => {
  await withTestApp({ APP_URL: "https://sonaria.es" }, async ({ app, database }) => {
    const email = uniqueEmail();
    const headers = {
      "content-type": "application/json",
      origin: "https://sonaria.es",
      "x-forwarded-for": nextAddress(),
    };
    await app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Ana", email, password: GOOD_PASSWORD }),
    });
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
    const signIn = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers,
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.getSetCookie().find((c) => c.includes("session_token="))).toMatch(
      /Secure/,
    );
  });
});
