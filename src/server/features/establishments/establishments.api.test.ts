import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { addressCopy } from "~/shared/copy/addresses";
import { establishmentsCopy } from "~/shared/copy/establishments";
import { inputCopy } from "~/shared/copy/input";
import { MAX_ESTABLISHMENTS, type Establishment } from "~/shared/establishments/schema";
import { eq } from "drizzle-orm";
import { userTopic } from "~/shared/events/topics";
import { certificate } from "../../domain/certificates/tables";
import { establishment } from "../../domain/establishments/tables";
import { playLog } from "../../domain/play-log/tables";
import { subscription } from "../../domain/subscriptions/tables";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { httpClient, signedInUser, type SignedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";

const errors = establishmentsCopy.errors;

const bar = barInMadrid;

describeEachDatabase("/api/establishments", (context) => {
  const client = httpClient(context);
  let admin: SignedInUser;
  let owner: SignedInUser;
  let stranger: SignedInUser;
  let withoutAccess: SignedInUser;

  beforeAll(async () => {
    admin = await signedInUser(context, { role: "admin" });
    owner = await signedInUser(context, { complimentary: true });
    stranger = await signedInUser(context, { complimentary: true });
    withoutAccess = await signedInUser(context);
  });

  const create = async (cookie: string, body: unknown = bar) => {
    const response = await client.post("/api/establishments", body, { cookie });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Establishment;
  };
  const list = async (cookie: string) =>
    (await (await client.get("/api/establishments", { cookie })).json()) as Establishment[];
  const issuesOf = async (response: Response) =>
    ((await response.json()) as { error: { issues: { path: string; message: string }[] } }).error
      .issues;

  const db = () => context().database.db;
  const remove = (cookie: string, id: string) =>
    client.request("DELETE", `/api/establishments/${id}`, { cookie });
  const stored = async (id: string) =>
    (await db().select().from(establishment).where(eq(establishment.id, id)))[0];
  // Proof written straight into the tables: the play log and certificates have their own suites.
  const recordPlay = (establishmentId: string) =>
    db()
      .insert(playLog)
      .values({
        establishmentId,
        zoneId: establishmentId,
        seq: 1,
        clientId: randomUUID(),
        songId: randomUUID(),
        title: "Canción",
        artist: "Artista",
        startedAt: new Date(),
        endedAt: new Date(),
        secondsHeard: 30,
        ending: "ended",
        deviceId: randomUUID(),
        origin: "network",
        receivedAt: new Date(),
        prevHash: "0".repeat(64),
        hash: "1".repeat(64),
      });
  const issueCertificate = (establishmentId: string, userId: string) =>
    db()
      .insert(certificate)
      .values({
        id: randomUUID(),
        code: randomUUID(),
        number: `SON-TEST-${randomUUID()}`,
        establishmentId,
        userId,
        validFrom: new Date(),
        validUntil: new Date(Date.now() + 86_400_000),
        facts: {
          customer: { legalName: bar.legalName, taxId: bar.taxId },
          establishment: { ...bar },
          provider: { legalName: "Sonaria S.L.", taxId: "B12345674", address: "Madrid" },
          licenceStatement: "Texto",
        },
      });

  it("is refused to visitors", async () => {
    expect((await client.get("/api/establishments")).status).toBe(401);
    expect((await client.post("/api/establishments", bar)).status).toBe(401);
    expect((await client.put(`/api/establishments/${randomUUID()}`, bar)).status).toBe(401);
    expect((await client.request("DELETE", `/api/establishments/${randomUUID()}`)).status).toBe(
      401,
    );
    expect((await client.get(`/api/users/${owner.id}/establishments`)).status).toBe(401);
  });

  it("is listed but not changed by an account without access", async () => {
    const { cookie } = withoutAccess;
    // Listed: an owner whose subscription ended still chooses whose history to read.
    const listed = await client.get("/api/establishments", { cookie });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([]);
    const created = await client.post("/api/establishments", bar, { cookie });
    expect(created.status).toBe(403);
    expect(((await created.json()) as { error: { code: string } }).error.code).toBe(
      "SUBSCRIPTION_REQUIRED",
    );
  });

  it("is listed to its owner once access has ended, and no longer changed", async () => {
    const lapsed = await signedInUser(context, { complimentary: true });
    const mine = await create(lapsed.cookie, { ...bar, tradingName: "Bar Cerrado" });
    await db().delete(subscription).where(eq(subscription.userId, lapsed.id));
    await context().infra.events.publish({ topic: userTopic(lapsed.id) });

    expect(
      (await list(lapsed.cookie)).map((ownEstablishment) => ownEstablishment.tradingName),
    ).toEqual(["Bar Cerrado"]);
    const cookie = lapsed.cookie;
    const changes = { ...bar, tradingName: "Otro nombre" };
    expect((await client.put(`/api/establishments/${mine.id}`, changes, { cookie })).status).toBe(
      403,
    );
    expect((await remove(cookie, mine.id)).status).toBe(403);
    expect((await stored(mine.id))?.tradingName).toBe("Bar Cerrado");
  });

  it("lets a subscriber create, list, update and delete their establishments", async () => {
    const { cookie } = await signedInUser(context, { complimentary: true });
    expect(await list(cookie)).toEqual([]);

    const created = await create(cookie, { ...bar, taxId: "b-1234567-4", floorArea: 80 });
    expect(created).toMatchObject({
      ...bar,
      taxId: "B12345674",
      floorArea: 80,
      timeZone: "Europe/Madrid",
    });
    // Listed with its zones: a new establishment has one, "Principal", with its own id.
    const principal = { id: created.id, name: "Principal", position: 0 };
    expect(await list(cookie)).toEqual([{ ...created, zones: [principal] }]);

    const renamed = await client.put(
      `/api/establishments/${created.id}`,
      { ...bar, tradingName: "Café Lucía", activity: "cafeteria" },
      { cookie },
    );
    expect(renamed.status).toBe(200);
    const [listed] = await list(cookie);
    expect(listed).toMatchObject({
      id: created.id,
      tradingName: "Café Lucía",
      activity: "cafeteria",
      floorArea: null,
    });

    const deleted = await client.request("DELETE", `/api/establishments/${created.id}`, {
      cookie,
    });
    expect(deleted.status).toBe(200);
    expect(await list(cookie)).toEqual([]);
  });

  it("creates once per Idempotency-Key: twins at once and a retry answer the first", async () => {
    const { cookie } = await signedInUser(context, { complimentary: true });
    const headers = { "idempotency-key": `est-${randomUUID()}` };
    const send = (body: unknown = bar) =>
      client.post("/api/establishments", body, { cookie, headers });
    const twins = await Promise.all([send(), send()]);
    expect(twins.map((response) => response.status)).toEqual([201, 201]);
    const [first, second] = (await Promise.all(twins.map((r) => r.json()))) as Establishment[];
    expect(second).toEqual(first);
    expect(await (await send()).json()).toEqual(first);
    expect(await list(cookie)).toHaveLength(1);

    // The same key for another establishment is refused, and creates nothing.
    const other = await send({ ...bar, tradingName: "Otro Bar" });
    expect(other.status).toBe(409);
    expect(await list(cookie)).toHaveLength(1);
    // A new key is a new intent.
    await create(cookie, { ...bar, tradingName: "Otro Bar" });
    expect(await list(cookie)).toHaveLength(2);
  });

  it("answers 404 for another user's establishment, and leaves it alone", async () => {
    const theirs = await create(stranger.cookie, { ...bar, tradingName: "Tienda Ajena" });
    const cookie = owner.cookie;
    const update = await client.put(`/api/establishments/${theirs.id}`, bar, { cookie });
    expect(update.status).toBe(404);
    expect(((await update.json()) as { error: { message: string } }).error.message).toBe(
      errors.notFound,
    );
    const remove = await client.request("DELETE", `/api/establishments/${theirs.id}`, { cookie });
    expect(remove.status).toBe(404);
    expect((await list(owner.cookie)).map((e) => e.id)).not.toContain(theirs.id);
    expect(await list(stranger.cookie)).toContainEqual({
      ...theirs,
      zones: [{ id: theirs.id, name: "Principal", position: 0 }],
    });
  });

  it("refuses an id that is not a UUID", async () => {
    const response = await client.put("/api/establishments/no-es-un-uuid", bar, {
      cookie: owner.cookie,
    });
    expect(response.status).toBe(400);
  });

  it("lets admins read a user's establishments, and no one else", async () => {
    const mine = await create(owner.cookie, { ...bar, tradingName: "Hotel Sol" });
    const response = await client.get(`/api/users/${owner.id}/establishments`, {
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toContainEqual({
      ...mine,
      zones: [{ id: mine.id, name: "Principal", position: 0 }],
    });
    const asUser = await client.get(`/api/users/${owner.id}/establishments`, {
      cookie: stranger.cookie,
    });
    expect(asUser.status).toBe(403);
  });

  it("refuses invalid fields with Spanish messages", async () => {
    const response = await client.post(
      "/api/establishments",
      { ...bar, tradingName: " ", postcode: "53001", activity: "discoteca", floorArea: 0 },
      { cookie: owner.cookie },
    );
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual(
      expect.arrayContaining([
        { path: "tradingName", message: errors.required },
        { path: "postcode", message: addressCopy.invalidSpanishPostcode },
        { path: "activity", message: errors.invalidActivity },
        { path: "floorArea", message: errors.invalidFloorArea },
      ]),
    );
  });

  it("refuses a name that would print in another order than typed, and stores nothing", async () => {
    const { cookie } = await signedInUser(context, { complimentary: true });
    const response = await client.post(
      "/api/establishments",
      { ...bar, tradingName: "Bar \u202efdp.exe" },
      { cookie },
    );
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual([
      { path: "tradingName", message: inputCopy.reorderingCharacters },
    ]);
    expect(await list(cookie)).toEqual([]);
  });

  it("says what is wrong with an invalid NIF/CIF", async () => {
    for (const [taxId, message] of [
      ["B12345675", "El dígito de control del CIF no corresponde: con B1234567 debería ser 4"],
      ["12345678A", "La letra del DNI no corresponde: con 12345678 debería ser Z"],
      ["X1234567A", "La letra del NIE no corresponde: con X1234567 debería ser L"],
    ]) {
      const response = await client.post(
        "/api/establishments",
        { ...bar, taxId },
        { cookie: owner.cookie },
      );
      expect(response.status).toBe(400);
      expect(await issuesOf(response)).toEqual([{ path: "taxId", message }]);
    }
  });

  it("says an empty postcode or activity is required, not invalid", async () => {
    const response = await client.post(
      "/api/establishments",
      { ...bar, postcode: "", activity: "" },
      { cookie: owner.cookie },
    );
    expect(response.status).toBe(400);
    expect(await issuesOf(response)).toEqual([
      { path: "postcode", message: "El código postal es obligatorio" },
      { path: "activity", message: "La actividad es obligatoria" },
    ]);
  });

  it("refuses a postcode of another province, naming it, on creation and on update", async () => {
    const { cookie } = await signedInUser(context, { complimentary: true });
    const inBarcelona = { ...bar, postcode: "08001", city: "Madrid", province: "Madrid" };
    const created = await client.post("/api/establishments", inBarcelona, { cookie });
    expect(created.status).toBe(400);
    expect(await issuesOf(created)).toEqual([
      { path: "postcode", message: "El código postal 08001 es de Barcelona, no de Madrid" },
    ]);
    expect(await list(cookie)).toEqual([]);

    const ownEstablishment = await create(cookie, { ...bar, postcode: "28001" });
    expect(ownEstablishment).toMatchObject({ postcode: "28001", province: "Madrid" });
    const updated = await client.put(`/api/establishments/${ownEstablishment.id}`, inBarcelona, {
      cookie,
    });
    expect(updated.status).toBe(400);
    expect(await issuesOf(updated)).toEqual([
      { path: "postcode", message: "El código postal 08001 es de Barcelona, no de Madrid" },
    ]);
    expect((await stored(ownEstablishment.id))?.postcode).toBe("28001");
    const moved = await client.put(
      `/api/establishments/${ownEstablishment.id}`,
      { ...inBarcelona, city: "Barcelona", province: "Barcelona" },
      { cookie },
    );
    expect(moved.status).toBe(200);
    expect((await stored(ownEstablishment.id))?.province).toBe("Barcelona");
  });

  it("takes the time zone from the postcode unless one is chosen", async () => {
    const { cookie } = owner;
    const palmas = { ...bar, postcode: "35001", province: "Las Palmas" };
    const tenerife = { ...bar, postcode: "38001", province: "Santa Cruz de Tenerife" };
    const barcelona = { ...bar, postcode: "08001", province: "Barcelona" };
    expect((await create(cookie, palmas)).timeZone).toBe("Atlantic/Canary");
    expect((await create(cookie, tenerife)).timeZone).toBe("Atlantic/Canary");
    expect((await create(cookie, barcelona)).timeZone).toBe("Europe/Madrid");
    expect((await create(cookie, { ...palmas, timeZone: "Europe/Madrid" })).timeZone).toBe(
      "Europe/Madrid",
    );
  });

  it(`stops at ${MAX_ESTABLISHMENTS} establishments`, async () => {
    const full = await signedInUser(context, { complimentary: true });
    await context()
      .database.db.insert(establishment)
      .values(
        Array.from({ length: MAX_ESTABLISHMENTS - 1 }, (_, index) => ({
          id: randomUUID(),
          userId: full.id,
          ...bar,
          activity: "bar" as const,
          tradingName: `Bar ${index}`,
          timeZone: "Europe/Madrid" as const,
        })),
      );
    await create(full.cookie);
    const refused = await client.post("/api/establishments", bar, { cookie: full.cookie });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      errors.tooMany(MAX_ESTABLISHMENTS),
    );
    expect(await list(full.cookie)).toHaveLength(MAX_ESTABLISHMENTS);
  });

  it("archives an establishment with plays or certificates instead of deleting it", async () => {
    const someone = await signedInUser(context, { complimentary: true });
    const { cookie } = someone;
    const played = await create(cookie, { ...bar, tradingName: "Con reproducciones" });
    const certified = await create(cookie, { ...bar, tradingName: "Con certificado" });
    const bare = await create(cookie, { ...bar, tradingName: "Sin nada" });
    await recordPlay(played.id);
    await issueCertificate(certified.id, someone.id);

    for (const { id } of [played, certified, bare]) {
      const response = await remove(cookie, id);
      expect(response.status).toBe(200);
    }
    expect((await stored(played.id))?.archivedAt).toBeInstanceOf(Date);
    expect((await stored(certified.id))?.archivedAt).toBeInstanceOf(Date);
    expect(await stored(bare.id)).toBeUndefined();
    expect(
      await db().select().from(playLog).where(eq(playLog.establishmentId, played.id)),
    ).toHaveLength(1);

    expect(await list(cookie)).toEqual([]);
    const asAdmin = await client.get(`/api/users/${someone.id}/establishments`, {
      cookie: admin.cookie,
    });
    expect(await asAdmin.json()).toEqual([]);
  });

  it("treats an archived establishment as gone: no update, no second deletion", async () => {
    const { cookie } = owner;
    const archived = await create(cookie, { ...bar, tradingName: "Archivado" });
    await recordPlay(archived.id);
    expect((await remove(cookie, archived.id)).status).toBe(200);

    const update = await client.put(`/api/establishments/${archived.id}`, bar, { cookie });
    expect(update.status).toBe(404);
    expect(((await update.json()) as { error: { message: string } }).error.message).toBe(
      errors.notFound,
    );
    expect((await remove(cookie, archived.id)).status).toBe(404);
    expect((await stored(archived.id))?.tradingName).toBe("Archivado");
  });

  it("counts only listed establishments towards the limit", async () => {
    const full = await signedInUser(context, { complimentary: true });
    await db()
      .insert(establishment)
      .values(
        Array.from({ length: MAX_ESTABLISHMENTS - 1 }, (_, index) => ({
          id: randomUUID(),
          userId: full.id,
          ...bar,
          tradingName: `Bar ${index}`,
          timeZone: "Europe/Madrid" as const,
        })),
      );
    const last = await create(full.cookie);
    expect((await client.post("/api/establishments", bar, { cookie: full.cookie })).status).toBe(
      409,
    );
    await recordPlay(last.id);
    expect((await remove(full.cookie, last.id)).status).toBe(200);
    await create(full.cookie, { ...bar, tradingName: "El que cabe" });
    expect(await list(full.cookie)).toHaveLength(MAX_ESTABLISHMENTS);
  });
});
