import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { publicApiCopy } from "~/shared/copy/public-api";
import { teamCopy } from "~/shared/copy/team";
import type { ApiScope } from "~/shared/public-api/scopes";
import type { ApiTokenSummary, CreatedApiToken } from "~/shared/public-api/tokens-schema";
import type { V1PlaysPage, V1ZonesPage } from "~/shared/public-api/v1-schema";
import { apiToken } from "../../domain/public-api/tables";
import {
  httpClient,
  signedInUser,
  type ErrorBody,
  type SignedInUser,
} from "../../testing/http-client";
import { playLogFixtures } from "../../testing/play-log-fixtures";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase, useSecondInstance } from "../../testing/test-app";
import { openApiPath } from "./openapi-document";
import { v1Operations } from "./v1-operations";

/** Low, so that the limit is reached in a few requests; every other test stays under it. */
const PER_MINUTE = 12;
const errors = publicApiCopy.errors;

describeEachDatabase(
  "/api/v1: the public API, by personal access token",
  (context) => {
    const client = httpClient(context);
    const team = teamFixtures(context);
    const fixtures = playLogFixtures(context);
    const second = useSecondInstance(context);
    let owner: SignedInUser;
    let manager: { cookie: string; id: string };
    let employee: { cookie: string };
    /** Bar Alba (the manager's) and Bar Brisa (not theirs); each one's Principal zone has its id. */
    let alba: string;
    let brisa: string;

    beforeAll(async () => {
      const admin = await signedInUser(context, { role: "admin" });
      owner = await signedInUser(context, { complimentary: true });
      alba = (await fixtures.establishment(owner.cookie, { tradingName: "Bar Alba" })).id;
      brisa = (await fixtures.establishment(owner.cookie, { tradingName: "Bar Brisa" })).id;
      manager = await team.member(owner.cookie, { role: "manager", establishmentIds: [alba] });
      employee = await team.member(owner.cookie, { role: "employee", establishmentIds: [alba] });
      const [song] = await fixtures.songs(admin.cookie, ["Amanecer"]);
      const songId = (song as { id: string }).id;
      await fixtures.sendOk(owner.cookie, [
        fixtures.play(alba, songId),
        fixtures.play(brisa, songId),
      ]);
    });

    const create = (cookie: string, body: Record<string, unknown>) =>
      client.post("/api/api-tokens", body, { cookie });
    async function tokenFor(cookie: string, scopes: ApiScope[], name = "Panel") {
      const response = await create(cookie, { name, scopes });
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as CreatedApiToken;
    }
    /** A request as an integration makes it: no cookie, no Origin, the token as Bearer. */
    const call = (method: string, path: string, secret: string | null, body?: unknown) =>
      client.request(method, path, {
        origin: null,
        body,
        headers: secret ? { authorization: `Bearer ${secret}` } : {},
      });
    const messageOf = async (response: Response) =>
      ((await response.json()) as ErrorBody).error.message;
    const pause = () => ({ id: randomUUID(), kind: "pause" });

    it("shows a new token's secret once, lists it without it, and keeps employees out", async () => {
      const made = await tokenFor(owner.cookie, ["zones:read"], "Panel de la central");
      expect(made.secret).toMatch(/^son_[A-Za-z0-9_-]{43}$/);
      expect(made.token).toMatchObject({ name: "Panel de la central", scopes: ["zones:read"] });
      expect(made.secret.startsWith(made.token.prefix)).toBe(true);
      const listed = (await (
        await client.get("/api/api-tokens", { cookie: owner.cookie })
      ).json()) as {
        tokens: ApiTokenSummary[];
      };
      expect(listed.tokens.find((token) => token.id === made.token.id)).toEqual(made.token);
      expect(JSON.stringify(listed)).not.toContain(made.secret);
      // Stored as its SHA-256 only.
      const [row] = await context()
        .database.db.select()
        .from(apiToken)
        .where(eq(apiToken.id, made.token.id));
      expect(JSON.stringify(row)).not.toContain(made.secret);

      const refused = await create(employee.cookie, { name: "Mío", scopes: ["zones:read"] });
      expect(refused.status).toBe(403);
      expect(await messageOf(refused)).toBe(teamCopy.errors.notForYourRole);
      const invalid = await create(owner.cookie, { name: "", scopes: [] });
      expect(invalid.status).toBe(400);
      expect(
        ((await invalid.json()) as ErrorBody).error.issues?.map((issue) => issue.message),
      ).toEqual(expect.arrayContaining([errors.tokenName, errors.scopes]));
    });

    it("opens each route to its scope only, and only with Bearer: never a cookie, never another route", async () => {
      const zonesOnly = (await tokenFor(owner.cookie, ["zones:read"])).secret;
      const playsOnly = (await tokenFor(owner.cookie, ["plays:read"])).secret;
      const remoteOnly = (await tokenFor(owner.cookie, ["remote:write"])).secret;

      const zones = await call("GET", "/api/v1/zones", zonesOnly);
      expect(zones.status, await zones.clone().text()).toBe(200);
      expect(
        ((await zones.json()) as V1ZonesPage).zones.map((zone) => zone.establishmentName),
      ).toEqual(["Bar Alba", "Bar Brisa"]);
      for (const [method, path, secret, scope] of [
        ["GET", "/api/v1/zones", playsOnly, "zones:read"],
        ["GET", "/api/v1/plays", zonesOnly, "plays:read"],
        ["POST", `/api/v1/zones/${alba}/commands`, zonesOnly, "remote:write"],
      ] as const) {
        const refused = await call(method, path, secret, method === "POST" ? pause() : undefined);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(await messageOf(refused)).toBe(errors.missingScope(scope));
      }
      expect((await call("GET", "/api/v1/plays", playsOnly)).status).toBe(200);
      const sent = await call("POST", `/api/v1/zones/${alba}/commands`, remoteOnly, pause());
      expect(sent.status, await sent.clone().text()).toBe(202);
      expect(await sent.json()).toMatchObject({ status: "no-player" });
      // Only the remote's transport commands.
      const override = await call("POST", `/api/v1/zones/${alba}/commands`, remoteOnly, {
        id: randomUUID(),
        kind: "end-override",
      });
      expect(override.status).toBe(400);

      // No token, a made-up one, or the owner's session cookie: 401.
      expect((await call("GET", "/api/v1/zones", null)).status).toBe(401);
      expect(await messageOf(await call("GET", "/api/v1/zones", "son_made-up"))).toBe(
        errors.badToken,
      );
      const withCookie = await client.get("/api/v1/zones", { cookie: owner.cookie });
      expect(withCookie.status).toBe(401);
      // A token opens nothing outside /api/v1.
      expect((await call("GET", "/api/establishments", zonesOnly)).status).toBe(401);
    });

    it("keeps a manager's token to their establishments: another's zone is not found", async () => {
      const secret = (await tokenFor(manager.cookie, ["zones:read", "plays:read", "remote:write"]))
        .secret;
      const zones = (await (await call("GET", "/api/v1/zones", secret)).json()) as V1ZonesPage;
      expect(zones.zones.map((zone) => zone.establishmentName)).toEqual(["Bar Alba"]);
      const plays = (await (await call("GET", "/api/v1/plays", secret)).json()) as V1PlaysPage;
      expect(new Set(plays.plays.map((play) => play.establishmentId))).toEqual(new Set([alba]));
      for (const [method, path] of [
        ["GET", `/api/v1/plays?zoneId=${brisa}`],
        ["POST", `/api/v1/zones/${brisa}/commands`],
        ["POST", `/api/v1/zones/${randomUUID()}/commands`],
      ] as const) {
        const refused = await call(method, path, secret, method === "POST" ? pause() : undefined);
        expect(refused.status, path).toBe(404);
        expect(await messageOf(refused)).toBe(errors.zoneNotFound);
      }
      expect((await call("POST", `/api/v1/zones/${alba}/commands`, secret, pause())).status).toBe(
        202,
      );
      // The manager sees their own tokens, not the owner's; the owner sees the manager's too.
      const theirs = (await (
        await client.get("/api/api-tokens", { cookie: manager.cookie })
      ).json()) as {
        tokens: ApiTokenSummary[];
      };
      expect(theirs.tokens.map((token) => token.prefix)).toEqual([secret.slice(0, 8)]);
      const all = (await (
        await client.get("/api/api-tokens", { cookie: owner.cookie })
      ).json()) as {
        tokens: ApiTokenSummary[];
      };
      expect(all.tokens.map((token) => token.prefix)).toContain(secret.slice(0, 8));
    });

    it("pages the play log by cursor, oldest first", async () => {
      const secret = (await tokenFor(owner.cookie, ["plays:read"])).secret;
      const first = (await (
        await call("GET", "/api/v1/plays?limit=1", secret)
      ).json()) as V1PlaysPage;
      expect(first.plays).toHaveLength(1);
      expect(first.nextCursor).not.toBeNull();
      const next = (await (
        await call("GET", `/api/v1/plays?limit=1&cursor=${first.nextCursor}`, secret)
      ).json()) as V1PlaysPage;
      expect(next.plays).toHaveLength(1);
      expect(next.plays[0]).not.toEqual(first.plays[0]);
      const bad = await call("GET", "/api/v1/plays?cursor=not-a-cursor", secret);
      expect(bad.status).toBe(400);
      const future = new Date(Date.now() + 3_600_000).toISOString();
      const empty = (await (
        await call("GET", `/api/v1/plays?from=${encodeURIComponent(future)}`, secret)
      ).json()) as V1PlaysPage;
      expect(empty).toEqual({ plays: [], nextCursor: null });
    });

    it("refuses a revoked token at once, on every instance, and an expired one", async () => {
      const made = await tokenFor(owner.cookie, ["zones:read"]);
      expect((await call("GET", "/api/v1/zones", made.secret)).status).toBe(200);
      const otherInstance = () =>
        second().app.request("/api/v1/zones", {
          headers: { authorization: `Bearer ${made.secret}` },
        });
      expect((await otherInstance()).status).toBe(200);
      expect(
        (
          await client.request("DELETE", `/api/api-tokens/${made.token.id}`, {
            cookie: manager.cookie,
          })
        ).status,
      ).toBe(404);
      const revoked = await client.request("DELETE", `/api/api-tokens/${made.token.id}`, {
        cookie: owner.cookie,
      });
      expect(revoked.status).toBe(200);
      expect((await call("GET", "/api/v1/zones", made.secret)).status).toBe(401);
      expect((await otherInstance()).status).toBe(401);

      const past = await create(owner.cookie, {
        name: "Caducado",
        scopes: ["zones:read"],
        expiresAt: new Date(Date.now() - 1000).toISOString(),
      });
      expect(past.status).toBe(400);
      const expiring = await create(owner.cookie, {
        name: "Mañana",
        scopes: ["zones:read"],
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      });
      const { token, secret } = (await expiring.json()) as CreatedApiToken;
      expect((await call("GET", "/api/v1/zones", secret)).status).toBe(200);
      await context()
        .database.db.update(apiToken)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(apiToken.id, token.id));
      expect((await call("GET", "/api/v1/zones", secret)).status).toBe(401);
    });

    it("answers 429 past the limit, with Retry-After and the RateLimit headers", async () => {
      const secret = (await tokenFor(owner.cookie, ["zones:read"])).secret;
      const first = await call("GET", "/api/v1/zones", secret);
      expect(first.headers.get("RateLimit-Limit")).toBe(String(PER_MINUTE));
      expect(first.headers.get("RateLimit-Remaining")).toBe(String(PER_MINUTE - 1));
      // Were a minute to turn mid-way, one of the two windows still goes past the limit.
      let limited: Response | undefined;
      for (let sent = 1; sent <= 2 * PER_MINUTE && !limited; sent++) {
        const response = await call("GET", "/api/v1/zones", secret);
        if (response.status === 429) limited = response;
      }
      expect(limited?.status).toBe(429);
      const retryAfter = Number(limited?.headers.get("Retry-After"));
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(limited?.headers.get("RateLimit-Remaining")).toBe("0");
      expect(((await limited?.json()) as ErrorBody).error.code).toBe("RATE_LIMITED");
      // Another token has its own count.
      const other = (await tokenFor(owner.cookie, ["zones:read"])).secret;
      expect((await call("GET", "/api/v1/zones", other)).status).toBe(200);
    });

    it("serves the OpenAPI document of every v1 route", async () => {
      const response = await call("GET", "/api/v1/openapi.json", null);
      expect(response.status).toBe(200);
      const document = (await response.json()) as {
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
      };
      expect(document.openapi).toBe("3.1.0");
      for (const operation of Object.values(v1Operations))
        expect(document.paths[openApiPath(operation.path)]?.[operation.method]).toBeDefined();
    });
  },
  () => ({ API_RATE_LIMIT_PER_MINUTE: String(PER_MINUTE) }),
);
