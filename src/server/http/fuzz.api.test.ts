import { afterAll, beforeAll, expect, it } from "vitest";
import { createAuth } from "../auth/create-auth";
import { companyBillingDetails } from "../testing/billing-details";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { catalogFixtures, fixtureMp3 } from "../testing/catalog-fixtures";
import { fuzzCases, type Endpoint, type Example, type FuzzIds } from "../testing/fuzz-cases";
import {
  GOOD_PASSWORD,
  httpClient,
  nextAddress,
  signedInRoles,
  type SignedInUser,
} from "../testing/http-client";
import { listen } from "../testing/listening-app";
import { describeEachDatabase, TEST_APP_URL } from "../testing/test-app";
import { availableDatabaseKinds } from "../testing/test-database";
import { tinyPng } from "../testing/tiny-png";

const establishmentExample = {
  ...barInMadrid,
  postcode: "35001",
  city: "Las Palmas de Gran Canaria",
  province: "Las Palmas",
  floorArea: 80,
  timeZone: "Atlantic/Canary",
};

type Role = "visitor" | "user" | "subscriber" | "admin";

/**
 * Every endpoint the app routes, read from it, so a new route is fuzzed by itself:
 * Hono's route table (middleware and catch-alls left out) with better-auth's endpoints
 * in place of /api/auth/*.
 */
function endpointsOf(
  routes: readonly { method: string; path: string }[],
  auth: ReturnType<typeof createAuth>,
): Endpoint[] {
  const ours = routes
    .filter((route) => route.method !== "ALL" && !route.path.endsWith("*"))
    .map(({ method, path }) => ({ method, path }));
  const disabled = new Set(auth.options.disabledPaths);
  const authEndpoints = Object.values(auth.api as Record<string, unknown>).flatMap((endpoint) => {
    const { path, options } = endpoint as { path?: string; options?: { method?: unknown } };
    if (!path || disabled.has(path)) return [];
    const methods = [options?.method]
      .flat()
      .filter((m): m is string => m === "GET" || m === "POST");
    return methods.map((method) => ({ method, path: `/api/auth${path}` }));
  });
  const seen = new Set<string>();
  return [...ours, ...authEndpoints].filter(({ method, path }) => {
    const key = `${method} ${path}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Deletions after the rest, so the other endpoints still find the fixtures; ending one's
 * own session last of all, or the rest of that role's requests would be a visitor's.
 */
const runsLate = (endpoint: Endpoint) =>
  /\/(sign-out|revoke-sessions)$/.test(endpoint.path) ? 2 : endpoint.method === "DELETE" ? 1 : 0;

/** The engine every role is tried on: PostgreSQL where it answers, else PGlite. */
const everyRoleOn = (await availableDatabaseKinds()).includes("postgres") ? "postgres" : "pglite";

describeEachDatabase("bad input never answers 5xx", (context) => {
  let served: Awaited<ReturnType<typeof listen>>;
  let actors: Record<Exclude<Role, "visitor">, SignedInUser>;
  let ids: FuzzIds;

  beforeAll(async () => {
    served = await listen(context().app);
    actors = await signedInRoles(context);
    const { admin, user } = actors;
    const client = httpClient(context);
    const fixtures = catalogFixtures(context);
    const genre = await fixtures.genre(admin.cookie);
    const song = await fixtures.song(admin.cookie, { genreId: genre.id, title: "Fuzz" });
    const created = async (response: Response) => {
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return (await response.json()) as { id?: string; url?: string };
    };
    const publicList = await created(
      await client.post("/api/public-playlists", { name: "Pública" }, { cookie: admin.cookie }),
    );
    const ownList = await created(
      await client.post("/api/playlists", { name: "Mía" }, { cookie: user.cookie }),
    );
    // A first payment needs billing details: its invoice names the customer.
    await created(
      await client.put("/api/me/billing", companyBillingDetails, { cookie: user.cookie }),
    );
    const checkout = await created(
      await client.post(
        "/api/billing/checkout",
        { planId: "basic", interval: "month", trial: false },
        { cookie: user.cookie },
      ),
    );
    const campaign = await created(
      await client.post(
        "/api/marketing/campaigns",
        { subject: "Hola", content: "<p>Hola</p>" },
        { cookie: admin.cookie },
      ),
    );
    const image = await created(
      await client.upload(
        "/api/marketing/images",
        { file: { bytes: tinyPng(), name: "logo.png", type: "image/png" } },
        { cookie: admin.cookie },
      ),
    );
    const establishment = await created(
      await client.post("/api/establishments", establishmentExample, {
        cookie: actors.subscriber.cookie,
      }),
    );
    const certificate = await client.get(`/api/establishments/${establishment.id}/certificate`, {
      cookie: actors.subscriber.cookie,
    });
    expect(certificate.status).toBe(200);
    const [issued] = (await (
      await client.get("/api/certificates", { cookie: actors.subscriber.cookie })
    ).json()) as { id: string; code: string }[];
    const lastSegment = (url = "") => url.slice(url.lastIndexOf("/") + 1);
    ids = {
      genre: genre.id,
      song: song.id,
      byCollection: {
        genres: genre.id,
        songs: song.id,
        "public-playlists": publicList.id as string,
        playlists: ownList.id as string,
        users: user.id,
        checkout: lastSegment(checkout.url),
        campaigns: campaign.id as string,
        marketing: lastSegment(image.url),
        establishments: establishment.id as string,
        certificates: issued?.id as string,
        verify: issued?.code as string,
      },
    };
  });
  afterAll(() => served?.close());

  /** A valid body for the endpoints that read one, spoilt field by field by the cases. */
  function examples(): Record<string, Example> {
    const musicState = {
      volume: 0.5,
      currentSongId: ids.song,
      position: 1,
      queue: {
        source: { kind: "catalog", search: "jazz", genreId: ids.genre, playlistId: ids.song },
        index: 0,
      },
    };
    const plan = { planId: "basic", interval: "month", trial: false };
    const email = "fuzz@example.es";
    return {
      "POST /api/genres": { json: { name: "Jazz" } },
      "POST /api/public-playlists": { json: { name: "Lista" } },
      "POST /api/playlists": { json: { name: "Lista" } },
      "POST /api/public-playlists/:id/songs": { json: { songId: ids.song } },
      "POST /api/playlists/:id/songs": { json: { songId: ids.song } },
      "POST /api/songs": {
        form: { genreId: ids.genre, title: "Título", artist: "Artista" },
        file: { bytes: fixtureMp3(), name: "pista.mp3", type: "audio/mpeg" },
      },
      "PATCH /api/me": { json: { fullName: "Ana García" } },
      "PUT /api/me/billing": { json: companyBillingDetails },
      "PUT /api/me/campaigns-consent": { json: { campaignsConsent: false } },
      "PATCH /api/users/:id": { json: { fullName: "Ana", phone: "600000000", company: "Bar" } },
      "PUT /api/users/:id/role": { json: { role: "user" } },
      "PUT /api/users/:id/complimentary": { json: { active: false } },
      "PUT /api/music-state": { json: musicState },
      "POST /api/establishments": { json: establishmentExample },
      "PUT /api/establishments/:id": { json: establishmentExample },
      "POST /api/music-state/beacon": { json: musicState },
      "POST /api/establishments/:id/claim": {
        json: { deviceId: "0c6b1d9e-5f2a-4e3b-8a7c-9d1e2f3a4b5c", takeOver: false },
      },
      "POST /api/establishments/:id/claim/heartbeat": {
        json: { deviceId: "0c6b1d9e-5f2a-4e3b-8a7c-9d1e2f3a4b5c" },
      },
      "PUT /api/establishments/:id/schedule": {
        json: {
          opening: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, hours: null })),
          slots: [
            {
              id: "5b0e2f4c-8d1a-4f6b-9c3e-7a2d1e0f9b8c",
              name: "Mañana",
              weekdays: [1],
              start: 540,
              end: 840,
              source: { kind: "genre", genreId: ids.genre },
              shuffle: false,
              volume: null,
            },
          ],
          specialDates: [],
        },
      },
      "PUT /api/establishments/:id/schedule/override": {
        json: {
          source: { kind: "genre", genreId: ids.genre },
          shuffle: true,
          until: new Date(Date.now() + 60 * 60_000).toISOString(),
        },
      },
      "POST /api/play-log": {
        json: {
          plays: [
            {
              id: "7f1b6f5e-3c1a-4c55-9d7e-2f0f3a9b8c01",
              establishmentId: ids.byCollection.establishments,
              songId: ids.song,
              startedAt: "2026-03-29T21:30:00.000Z",
              secondsHeard: 61.5,
              ending: "ended",
              deviceId: "0c6b1d9e-5f2a-4e3b-8a7c-9d1e2f3a4b5c",
              origin: "network",
            },
          ],
        },
      },
      "POST /api/certificates/:id/revoke": { json: { reason: "Datos erróneos" } },
      "POST /api/billing/checkout": { json: plan },
      "POST /api/billing/change-plan": { json: plan },
      "PUT /api/billing/checkout/:id/zones": { json: { quantity: 2 } },
      "POST /api/billing/checkout/:id/pay": { json: { cardNumber: "4242 4242 4242 4242" } },
      "POST /api/marketing/templates": {
        json: { name: "Plantilla", subject: "Asunto", content: "<p>Hola</p>" },
      },
      "POST /api/marketing/images": {
        form: {},
        file: { bytes: tinyPng(), name: "logo.png", type: "image/png" },
      },
      "POST /api/marketing/campaigns": { json: { subject: "Asunto", content: "<p>Hola</p>" } },
      "POST /api/marketing/unsubscribe": { json: { token: "token" } },
      "POST /api/auth/sign-up/email": {
        json: { name: "Ana", email, password: GOOD_PASSWORD, image: "https://example.es/a.png" },
      },
      "POST /api/auth/sign-in/email": { json: { email, password: GOOD_PASSWORD } },
      "POST /api/auth/request-password-reset": { json: { email, redirectTo: "/reset-password" } },
      "POST /api/auth/reset-password": { json: { token: "token", newPassword: GOOD_PASSWORD } },
      "POST /api/auth/change-password": {
        json: { currentPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD },
      },
      "POST /api/auth/send-verification-email": { json: { email, callbackURL: "/login" } },
      "POST /api/auth/revoke-session": { json: { token: "token" } },
    };
  }

  it("answers every route, as every role (on one engine), with a 4xx or less", async () => {
    const { app, infra } = context();
    const endpoints = endpointsOf(app.routes, createAuth(infra));
    endpoints.sort((a, b) => runsLate(a) - runsLate(b));
    const table = examples();
    const fieldNames = [
      ...new Set(
        Object.values(table).flatMap((example) =>
          Object.keys("json" in example ? (example.json as object) : example.form),
        ),
      ),
    ];
    const everyRole: Record<Role, string | undefined> = {
      visitor: undefined,
      user: actors.user.cookie,
      subscriber: actors.subscriber.cookie,
      admin: actors.admin.cookie,
    };
    // A visitor's and a user's requests are refused by the guards before any handler asks
    // the database: on the second engine only the roles whose input reaches it (a third of
    // the suite's longest file).
    const cookies: Partial<Record<Role, string | undefined>> =
      context().kind === everyRoleOn
        ? everyRole
        : { subscriber: everyRole.subscriber, admin: everyRole.admin };

    const failures: string[] = [];
    for (const endpoint of endpoints) {
      const cases = await fuzzCases(endpoint, {
        ids,
        example: table[`${endpoint.method} ${endpoint.path}`],
        fieldNames,
      });
      for (const [role, cookie] of Object.entries(cookies))
        for (const fuzz of cases) {
          const headers = {
            origin: TEST_APP_URL,
            "x-forwarded-for": nextAddress(),
            ...(cookie ? { cookie } : {}),
            ...fuzz.headers,
          };
          const answer = await served.send({ ...fuzz, headers }).then(
            (response) => `${response.status} ${response.body.slice(0, 200)}`,
            (error: unknown) => `no answer (${String(error)})`,
          );
          if (!/^[1-4]\d\d /.test(answer))
            failures.push(
              `${fuzz.method} ${fuzz.path.slice(0, 120)} as ${role}, ${fuzz.label}: ${answer}`,
            );
        }
    }
    expect(failures).toEqual([]);
    // Read from the app: our routes and better-auth's are all there.
    expect(endpoints).toEqual(
      expect.arrayContaining([
        { method: "DELETE", path: "/api/public-playlists/:id/songs/:songId" },
        { method: "GET", path: "/media/marketing/:file" },
        { method: "PUT", path: "/api/establishments/:id" },
        { method: "GET", path: "/api/users/:id/establishments" },
        { method: "POST", path: "/api/play-log" },
        { method: "GET", path: "/api/play-log/export" },
        { method: "POST", path: "/api/establishments/:id/claim" },
        { method: "PUT", path: "/api/establishments/:id/schedule/override" },
        { method: "GET", path: "/api/certificates/verify/:code/what-played" },
        { method: "POST", path: "/api/certificates/:id/revoke" },
        { method: "POST", path: "/api/auth/reset-password" },
      ]),
    );
  }, 180_000);
});
