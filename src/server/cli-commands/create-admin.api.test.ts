import { expect, it } from "vitest";
import { describeEachDatabase } from "../testing/test-app";
import { GOOD_PASSWORD, httpClient, signedInUser, uniqueEmail } from "../testing/http-client";
import { createAdmin } from "./create-admin";

describeEachDatabase("create-admin", (context) => {
  const client = httpClient(context);
  const deps = () => context().infra;

  it("creates a verified admin who can sign in and manage users at once", async () => {
    const email = uniqueEmail("admin");
    expect(await createAdmin(deps(), { email, password: GOOD_PASSWORD, name: "Dueña" })).toBe(
      "created",
    );
    const signIn = await client.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD });
    expect(signIn.status).toBe(200);
    const cookie = signIn.headers
      .getSetCookie()
      .find((c) => c.startsWith("sonaria.session_token="))
      ?.split(";")[0];
    expect((await client.get("/api/users", { cookie })).status).toBe(200);
    expect(await createAdmin(deps(), { email, password: GOOD_PASSWORD })).toBe("already-admin");
  });

  it("promotes an existing account without touching its password", async () => {
    const existing = await signedInUser(context);
    expect(await createAdmin(deps(), { email: existing.email, password: "Distinta2026" })).toBe(
      "promoted",
    );
    expect((await client.get("/api/users", { cookie: existing.cookie })).status).toBe(200);
    expect(
      (
        await client.post("/api/auth/sign-in/email", {
          email: existing.email,
          password: GOOD_PASSWORD,
        })
      ).status,
    ).toBe(200);
  });
});
