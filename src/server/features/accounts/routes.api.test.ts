import { expect, it } from "vitest";
import { describeEachDatabase } from "../../testing/test-app";
import { GOOD_PASSWORD, httpClient, signedInUser, uniqueEmail } from "../../testing/http-client";

const billing = {
  type: "company",
  fullName: "Ana",
  surname: "García López",
  companyName: "Bar La Plaza, S.L.",
  email: "facturas@laplaza.es",
  phone: "+34 911 222 333",
  taxId: "b12345674",
  address: "Plaza Mayor 1",
  city: "Madrid",
  postalCode: "28012",
  country: "España",
};

describeEachDatabase("/api/me", (context) => {
  const client = httpClient(context);

  it("is refused to visitors", async () => {
    expect((await client.get("/api/me")).status).toBe(401);
    expect((await client.patch("/api/me", { fullName: "X" })).status).toBe(401);
    expect((await client.put("/api/me/billing", billing)).status).toBe(401);
  });

  it("tells the browser who is signed in: null for visitors and unverified accounts", async () => {
    expect(await (await client.get("/api/session")).json()).toBeNull();
    const email = uniqueEmail();
    await client.post("/api/auth/sign-up/email", {
      name: "Sin Verificar",
      email,
      password: GOOD_PASSWORD,
    });
    const refused = await client.post("/api/auth/sign-in/email", {
      email,
      password: GOOD_PASSWORD,
    });
    expect(refused.status).toBe(403);
    const cookie = refused.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    expect(await (await client.get("/api/session", { cookie })).json()).toBeNull();
    expect((await client.get("/api/me", { cookie })).status).toBe(401);

    const { cookie: verified, email: verifiedEmail } = await signedInUser(context);
    const session = await (await client.get("/api/session", { cookie: verified })).json();
    expect(session.user.email).toBe(verifiedEmail);
  });

  it("returns the user's profile and access, inactive at registration", async () => {
    const { cookie, email } = await signedInUser(context, { fullName: "Ana García" });
    const response = await client.get("/api/me", { cookie });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.user).toMatchObject({
      email,
      fullName: "Ana García",
      role: "user",
      billingInfo: null,
    });
    expect(body.access).toEqual({
      active: false,
      tier: null,
      complimentary: false,
      state: { kind: "inactive" },
    });
  });

  it("gives admins access", async () => {
    const { cookie } = await signedInUser(context, { role: "admin" });
    const body = await (await client.get("/api/me", { cookie })).json();
    expect(body.access).toMatchObject({ active: true, state: { kind: "admin" } });
  });

  it("changes the full name, and nothing else", async () => {
    const { cookie, email } = await signedInUser(context);
    const ok = await client.patch("/api/me", { fullName: "  Ana María  " }, { cookie });
    expect(ok.status).toBe(200);
    expect((await ok.json()).user.fullName).toBe("Ana María");

    for (const attempt of [
      { fullName: "Ana", role: "admin" },
      { fullName: "Ana", email: "otra@example.es" },
      { fullName: "" },
    ]) {
      expect((await client.patch("/api/me", attempt, { cookie })).status).toBe(400);
    }
    const me = await (await client.get("/api/me", { cookie })).json();
    expect(me.user).toMatchObject({ email, role: "user", fullName: "Ana María" });
  });

  it("stores billing information by type, with the fields each type needs", async () => {
    const { cookie } = await signedInUser(context);
    const saved = await client.put("/api/me/billing", billing, { cookie });
    expect(saved.status).toBe(200);
    expect((await saved.json()).user.billingInfo).toMatchObject({
      type: "company",
      taxId: "B12345674",
    });

    const personal = await client.put(
      "/api/me/billing",
      { ...billing, type: "personal", surname: "", companyName: "" },
      { cookie },
    );
    expect((await personal.json()).user.billingInfo).toMatchObject({
      type: "personal",
      companyName: "",
      surname: "",
    });

    const missingCompany = await client.put(
      "/api/me/billing",
      { ...billing, companyName: "" },
      { cookie },
    );
    expect(missingCompany.status).toBe(400);
    expect((await missingCompany.json()).error.issues[0].path).toBe("companyName");
    const missingSurname = await client.put(
      "/api/me/billing",
      { ...billing, type: "freelance", surname: "" },
      { cookie },
    );
    expect(missingSurname.status).toBe(400);
    expect(
      (await client.put("/api/me/billing", { ...billing, type: "robot" }, { cookie })).status,
    ).toBe(400);
  });

  it("refuses billing details whose postcode is of another province than the city, naming it", async () => {
    const { cookie } = await signedInUser(context);
    const issuesOf = async (response: Response) =>
      ((await response.json()) as { error: { issues: { path: string; message: string }[] } }).error
        .issues;

    const inBarcelona = await client.put(
      "/api/me/billing",
      { ...billing, postalCode: "08001", city: "Madrid" },
      { cookie },
    );
    expect(inBarcelona.status).toBe(400);
    expect(await issuesOf(inBarcelona)).toEqual([
      { path: "postalCode", message: "El código postal 08001 es de Barcelona, no de Madrid" },
    ]);
    expect((await (await client.get("/api/me", { cookie })).json()).user.billingInfo).toBeNull();

    const inMadrid = await client.put(
      "/api/me/billing",
      { ...billing, postalCode: "28001", city: "Madrid" },
      { cookie },
    );
    expect(inMadrid.status).toBe(200);
    expect((await inMadrid.json()).user.billingInfo).toMatchObject({ postalCode: "28001" });

    const badLetter = await client.put(
      "/api/me/billing",
      { ...billing, type: "personal", surname: "", companyName: "", taxId: "12345678A" },
      { cookie },
    );
    expect(badLetter.status).toBe(400);
    expect(await issuesOf(badLetter)).toEqual([
      { path: "taxId", message: "La letra del DNI no corresponde: con 12345678 debería ser Z" },
    ]);

    const empty = await client.put(
      "/api/me/billing",
      { ...billing, postalCode: "", phone: "" },
      {
        cookie,
      },
    );
    expect(empty.status).toBe(400);
    // No invoice needs a phone: only the postcode is missing.
    expect(await issuesOf(empty)).toEqual([
      { path: "postalCode", message: "El código postal es obligatorio" },
    ]);
  });
});
