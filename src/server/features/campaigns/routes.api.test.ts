import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { emailTemplate } from "../../domain/campaigns/tables";
import { user } from "../../domain/accounts/tables";
import { httpClient, nextAddress, signedInUser } from "../../testing/http-client";
import { describeEachDatabase, TEST_APP_URL } from "../../testing/test-app";
import { tinyPng } from "../../testing/tiny-png";
import { createUnsubscribeToken } from "./unsubscribe-token";

describeEachDatabase("campaigns API", (context) => {
  const client = httpClient(context);
  const secret = () => context().infra.env.AUTH_SECRET as string;
  let admin: { cookie: string; id: string };
  let member: { cookie: string; id: string };

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
    member = await signedInUser(context);
  });

  const uploadImage = (cookie: string | undefined, file: { bytes: Uint8Array; name: string }) =>
    client.upload("/api/marketing/images", { file: { ...file, type: "image/png" } }, { cookie });

  async function consents(userId: string) {
    const row = await context().database.db.query.user.findFirst({ where: eq(user.id, userId) });
    return row?.campaignsConsent;
  }

  async function consentedAt(userId: string) {
    const row = await context().database.db.query.user.findFirst({ where: eq(user.id, userId) });
    return row?.campaignsConsentAt;
  }

  it("lets only admins read and save templates", async () => {
    const template = { name: "Bienvenida", subject: "Hola", content: "<p>Hola</p>" };
    expect((await client.get("/api/marketing/templates")).status).toBe(401);
    expect((await client.post("/api/marketing/templates", template)).status).toBe(401);
    expect((await client.get("/api/marketing/templates", { cookie: member.cookie })).status).toBe(
      403,
    );
    expect(
      (await client.post("/api/marketing/templates", template, { cookie: member.cookie })).status,
    ).toBe(403);
    expect((await uploadImage(member.cookie, { bytes: tinyPng(), name: "a.png" })).status).toBe(
      403,
    );
    expect((await uploadImage(undefined, { bytes: tinyPng(), name: "a.png" })).status).toBe(401);

    const saved = await client.post("/api/marketing/templates", template, {
      cookie: admin.cookie,
    });
    expect(saved.status).toBe(201);
    const listed = await client.get("/api/marketing/templates", { cookie: admin.cookie });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toContainEqual({
      id: expect.any(String),
      name: "Bienvenida",
      subject: "Hola",
      content: "<p>Hola</p>",
      updatedAt: expect.any(String),
    });
  });

  it("sanitises a template's content on save and refuses one left empty", async () => {
    const response = await client.post(
      "/api/marketing/templates",
      {
        name: `Limpia ${Date.now()}`,
        subject: "Asunto",
        content:
          '<p style="text-align:center" onclick="alert(1)">Hola</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
      },
      { cookie: admin.cookie },
    );
    expect(response.status).toBe(201);
    const saved = await response.json();
    expect(saved.content).toBe(
      '<p style="text-align:center">Hola</p><a target="_blank" rel="noopener noreferrer">x</a>',
    );
    const [row] = await context()
      .database.db.select()
      .from(emailTemplate)
      .where(eq(emailTemplate.id, saved.id));
    expect(row?.content).toBe(saved.content);

    const empty = await client.post(
      "/api/marketing/templates",
      { name: `Vacía ${Date.now()}`, subject: "Asunto", content: "<script>alert(1)</script>" },
      { cookie: admin.cookie },
    );
    expect(empty.status).toBe(400);
    const blank = await client.post(
      "/api/marketing/templates",
      { name: "  ", subject: "Asunto", content: "<p>x</p>" },
      { cookie: admin.cookie },
    );
    expect(blank.status).toBe(400);
  });

  it("keeps one template per name ignoring case and accents, replaced only on request", async () => {
    const stamp = Date.now().toString(36);
    const first = await client.post(
      "/api/marketing/templates",
      { name: `Promoción ${stamp}`, subject: "Primera", content: "<p>1</p>" },
      { cookie: admin.cookie },
    );
    expect(first.status).toBe(201);
    const original = await first.json();

    const again = {
      name: ` promocion ${stamp.toUpperCase()} `,
      subject: "Segunda",
      content: "<p>2</p>",
    };
    const conflict = await client.post("/api/marketing/templates", again, {
      cookie: admin.cookie,
    });
    expect(conflict.status).toBe(409);
    expect((await conflict.json()).error.code).toBe("CONFLICT");

    const replaced = await client.post(
      "/api/marketing/templates",
      { ...again, overwrite: true },
      { cookie: admin.cookie },
    );
    expect(replaced.status).toBe(200);
    expect(await replaced.json()).toMatchObject({
      id: original.id,
      name: `promocion ${stamp.toUpperCase()}`,
      subject: "Segunda",
      content: "<p>2</p>",
    });
    const all: { id: string; name: string }[] = await (
      await client.get("/api/marketing/templates", { cookie: admin.cookie })
    ).json();
    expect(all.filter((t) => t.id === original.id)).toHaveLength(1);
    const names = all.map((t) => t.name);
    expect(names).toEqual(
      [...names].sort((a, b) =>
        a.normalize("NFD").toLowerCase().localeCompare(b.normalize("NFD").toLowerCase()),
      ),
    );

    const fresh = await client.post(
      "/api/marketing/templates",
      { name: `Nueva ${stamp}`, subject: "S", content: "<p>n</p>", overwrite: true },
      { cookie: admin.cookie },
    );
    expect(fresh.status).toBe(201);
  });

  it("stores real images and serves them publicly with long caching", async () => {
    const png = tinyPng();
    const response = await uploadImage(admin.cookie, { bytes: png, name: "Logo Café.PNG" });
    expect(response.status, await response.clone().text()).toBe(201);
    const { url } = await response.json();
    expect(url).toMatch(/^\/media\/marketing\/\d+-logo-cafe\.png$/);

    // No session, no Origin: what a mail client does.
    const image = await context().app.request(url);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(png))).toBe(true);
  });

  it("refuses files that are not images by their bytes, and oversized ones", async () => {
    const html = new TextEncoder().encode("<!doctype html><script>alert(1)</script>");
    expect((await uploadImage(admin.cookie, { bytes: html, name: "foto.png" })).status).toBe(415);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="x"/>');
    expect((await uploadImage(admin.cookie, { bytes: svg, name: "logo.svg" })).status).toBe(415);
    const huge = new Uint8Array(5 * 1024 * 1024 + 100 * 1024);
    huge.set(tinyPng());
    expect((await uploadImage(admin.cookie, { bytes: huge, name: "grande.png" })).status).toBe(413);
  });

  it("serves nothing outside marketing/ and nothing that is not an image", async () => {
    const { storage } = context().infra;
    await storage.put("music/1-secreta.png", Buffer.from(tinyPng()), {
      contentType: "image/png",
    });
    await storage.put("marketing/1-pagina.html", Buffer.from("<script>alert(1)</script>"), {
      contentType: "text/html",
    });
    // An encoded slash is refused before any route (400): see refuse-dot-segments.ts.
    expect(
      (await context().app.request("/media/marketing/..%2Fmusic%2F1-secreta.png")).status,
    ).toBe(400);
    for (const path of [
      "/media/marketing/%2E%2E",
      "/media/marketing/1-pagina.html",
      "/media/marketing/1-no-existe.png",
      "/media/marketing/1-pagina.html.meta.json",
      "/media/marketing/.hidden.png",
    ]) {
      expect((await context().app.request(path)).status, path).toBe(404);
    }
  });

  it("unsubscribes on a one-click POST without session or Origin (RFC 8058)", async () => {
    const target = await signedInUser(context, { campaignsConsent: true });
    const token = createUnsubscribeToken(target.id, secret());
    const response = await context().app.request(
      `/api/marketing/unsubscribe?token=${encodeURIComponent(token)}`,
      {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          "x-forwarded-for": nextAddress(),
        },
        body: "List-Unsubscribe=One-Click",
      },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(await consents(target.id)).toBe(false);
  });

  it("unsubscribes from our page with the token in a JSON body, and refuses bad tokens", async () => {
    const target = await signedInUser(context, { campaignsConsent: true });
    const token = createUnsubscribeToken(target.id, secret());
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [
      tampered,
      "no-es-un-token",
      createUnsubscribeToken(target.id, "otro-secreto"),
    ]) {
      expect((await client.post("/api/marketing/unsubscribe", { token: bad })).status).toBe(400);
    }
    expect((await client.post("/api/marketing/unsubscribe", {})).status).toBe(400);
    expect(await consents(target.id)).toBe(true);

    const foreign = await client.post(
      "/api/marketing/unsubscribe",
      { token },
      { origin: "https://evil.example" },
    );
    expect(foreign.status).toBe(403);
    expect(await consents(target.id)).toBe(true);

    const response = await client.post("/api/marketing/unsubscribe", { token });
    expect(response.status).toBe(200);
    expect(await consents(target.id)).toBe(false);
  });

  it("redirects a GET of the one-click URL to the page without unsubscribing", async () => {
    const target = await signedInUser(context, { campaignsConsent: true });
    const token = createUnsubscribeToken(target.id, secret());
    const response = await client.get(
      `/api/marketing/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(
      `${TEST_APP_URL}/unsubscribe?token=${encodeURIComponent(token)}`,
    );
    expect(await consents(target.id)).toBe(true);
  });

  it("lets signed-in users give and withdraw their consent: PUT /api/me/campaigns-consent", async () => {
    const path = "/api/me/campaigns-consent";
    expect((await client.put(path, { campaignsConsent: true })).status).toBe(401);
    // Never asked is no consent.
    const target = await signedInUser(context);
    expect(await consents(target.id)).toBe(false);
    expect(
      (await (await client.get("/api/me", { cookie: target.cookie })).json()).user.campaignsConsent,
    ).toBe(false);

    const given = await client.put(path, { campaignsConsent: true }, { cookie: target.cookie });
    expect(given.status).toBe(200);
    expect(await given.json()).toEqual({ campaignsConsent: true });
    expect(
      (await (await client.get("/api/me", { cookie: target.cookie })).json()).user.campaignsConsent,
    ).toBe(true);
    const givenAt = await consentedAt(target.id);
    expect(givenAt).toBeInstanceOf(Date);
    // Saying yes again keeps the moment consent was given.
    await client.put(path, { campaignsConsent: true }, { cookie: target.cookie });
    expect(await consentedAt(target.id)).toEqual(givenAt);

    const withdrawn = await client.put(
      path,
      { campaignsConsent: false },
      { cookie: target.cookie },
    );
    expect(await withdrawn.json()).toEqual({ campaignsConsent: false });
    expect(await consents(target.id)).toBe(false);
    expect(await consentedAt(target.id)).toBeNull();
    for (const bad of [{ campaignsConsent: "sí" }, { optOut: false }, {}]) {
      expect((await client.put(path, bad, { cookie: target.cookie })).status).toBe(400);
    }
  });
});
