import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { teamCan, teamMemberRoles, type TeamMemberRole } from "~/shared/accounts/team";
import { teamCopy } from "~/shared/copy/team";
import { createApp } from "../../app";
import {
  routeKey,
  routesWithoutRule,
  teamRouteRules,
  type RouteScope,
} from "../../http/team-route-rules";
import { httpClient, signedInUser } from "../../testing/http-client";
import { teamFixtures } from "../../testing/team-fixtures";
import { describeEachDatabase } from "../../testing/test-app";

const DUMMY_ID = "3f2b8c1d-6e4a-4b7c-9d0e-1a2b3c4d5e6f";
/** An invitation's token is 43 base64url characters. */
const DUMMY_TOKEN = "a".repeat(43);
const { notForYourRole, notYourEstablishment } = teamCopy.errors;

/**
 * Every /api route the app routes, as each role of a team, against the one table
 * (team-route-rules.ts): what the role may not do is refused (403), another establishment
 * of the owner's is "not found" (404), and the establishments the person works in pass the
 * gate, to be answered by the route acting for the owner.
 */
describeEachDatabase("every /api route, as each role of a team", (context) => {
  const client = httpClient(context);
  const team = teamFixtures(context);
  // The app as the server mounts it, with the web's pages behind the API: the gate must
  // find the API's route among those the web's catch-all matches too.
  const webRoot = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-web-"));
  fs.writeFileSync(path.join(webRoot, "__spa-fallback.html"), "<!doctype html><title></title>");
  let served: ReturnType<typeof createApp> | undefined;
  const servedClient = httpClient(() => {
    if (!served) throw new Error("The app is not ready");
    return { app: served };
  });
  afterAll(() => fs.rmSync(webRoot, { recursive: true, force: true }));
  /** A: the members work in it; B: the owner's other establishment; zoneB: a zone of B's. */
  let ids: { A: string; B: string; zoneB: string };
  let cookies: Record<TeamMemberRole, string>;

  beforeAll(async () => {
    served = createApp({ ...context().infra, webRoot });
    const owner = await signedInUser(context, { complimentary: true });
    const A = await team.establishment(owner.cookie, "Bar Lucía");
    const B = await team.establishment(owner.cookie, "Café Norte");
    const zone = await client.post(
      `/api/establishments/${B}/zones`,
      { name: "Terraza" },
      { cookie: owner.cookie },
    );
    expect(zone.status, await zone.clone().text()).toBe(201);
    ids = { A, B, zoneB: ((await zone.json()) as { id: string }).id };
    const manager = await team.member(owner.cookie, { role: "manager", establishmentIds: [A] });
    const employee = await team.member(owner.cookie, { role: "employee", establishmentIds: [A] });
    cookies = { manager: manager.cookie, employee: employee.cookie };
  });

  const apiRoutes = () =>
    context()
      .app.routes.filter(
        (route) =>
          route.path.startsWith("/api/") && route.method !== "ALL" && !route.path.endsWith("*"),
      )
      .map(({ method, path }) => ({ method, path }))
      .filter(
        (route, index, all) =>
          all.findIndex(
            (other) => routeKey(other.method, other.path) === routeKey(route.method, route.path),
          ) === index,
      );

  /** The route's path with its scope pointed at `target` and every other parameter dummy. */
  function pathOf(pattern: string, scope: RouteScope | undefined, target: string) {
    const path = pattern
      .split("/")
      .map((segment) => {
        if (!segment.startsWith(":")) return segment;
        const name = segment.slice(1);
        if (scope?.from === "param" && scope.name === name) return target;
        return name === "token" ? DUMMY_TOKEN : DUMMY_ID;
      })
      .join("/");
    return scope?.from === "query" ? `${path}?${scope.name}=${target}` : path;
  }

  /** Status and error message of one request; an event stream is closed at its headers. */
  async function answer(method: string, path: string, cookie: string) {
    const response = await servedClient.request(method, path, { cookie });
    if (response.headers.get("content-type")?.startsWith("text/event-stream")) {
      await response.body?.cancel();
      return { status: response.status, message: undefined };
    }
    const text = await response.text();
    let message: string | undefined;
    try {
      message = (JSON.parse(text) as { error?: { message?: string } }).error?.message;
    } catch {
      message = undefined;
    }
    return { status: response.status, message };
  }

  it("has a rule for every /api route the app routes", () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(50);
    expect(routesWithoutRule(routes)).toEqual([]);
  });

  it.each(teamMemberRoles)(
    "refuses, lets through and scopes every route as %s",
    async (role) => {
      const cookie = cookies[role];
      const failures: string[] = [];
      for (const { method, path: pattern } of apiRoutes()) {
        const rule = teamRouteRules[routeKey(method, pattern)];
        const label = `${method} ${pattern} as ${role}`;
        if (rule === undefined) {
          failures.push(`${label}: no rule`);
          continue;
        }
        if (typeof rule === "string") {
          // Not the team's: the route's own guard (the person's own role, or none) decides.
          const got = await answer(method, pathOf(pattern, undefined, DUMMY_ID), cookie);
          if (got.message === notForYourRole)
            failures.push(`${label} (${rule}): refused by the team gate`);
          continue;
        }
        const { scope } = rule;
        // A's Principal zone is A's id.
        const inA = ids.A;
        const inB = scope?.kind === "zone" ? ids.zoneB : ids.B;
        if (!teamCan(role, rule.permission)) {
          for (const target of scope ? [inA, inB] : [DUMMY_ID]) {
            const got = await answer(method, pathOf(pattern, scope, target), cookie);
            if (got.status !== 403 || got.message !== notForYourRole)
              failures.push(`${label} (${rule.permission}): ${got.status} ${got.message}, not 403`);
          }
          continue;
        }
        const allowed = await answer(method, pathOf(pattern, scope, inA), cookie);
        // The route may refuse on its own (a link not valid, say), never with the gate's words.
        if (allowed.message === notForYourRole || allowed.message === notYourEstablishment)
          failures.push(`${label} (${rule.permission}): ${allowed.status} ${allowed.message}`);
        if (scope) {
          const other = await answer(method, pathOf(pattern, scope, inB), cookie);
          if (other.status !== 404 || other.message !== notYourEstablishment)
            failures.push(`${label} in B: ${other.status} ${other.message}, not 404`);
          // An establishment's zone, named as a zone: B's Principal is B's id.
          if (scope.kind === "zone") {
            const principal = await answer(method, pathOf(pattern, scope, ids.B), cookie);
            if (principal.status !== 404)
              failures.push(`${label} in B's Principal: ${principal.status}, not 404`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    60_000,
  );

  it.each(teamMemberRoles)(
    "lists to %s only the establishments and zones they work in",
    async (role) => {
      const cookie = cookies[role];
      const listed = (await (await client.get("/api/establishments", { cookie })).json()) as {
        id: string;
      }[];
      expect(listed.map((establishment) => establishment.id)).toEqual([ids.A]);
      const live = (await (await client.get("/api/zones/live", { cookie })).json()) as {
        zones: { establishmentId: string }[];
      };
      expect(new Set(live.zones.map((zone) => zone.establishmentId))).toEqual(new Set([ids.A]));
      // A play or a wait of B, named in the body rather than the path, is "not found" too.
      const play = await client.post(
        "/api/play-log",
        {
          plays: [
            {
              id: DUMMY_ID,
              establishmentId: ids.B,
              songId: DUMMY_ID,
              startedAt: new Date(Date.now() - 60_000).toISOString(),
              endedAt: new Date(Date.now() - 59_000).toISOString(),
              secondsHeard: 1,
              ending: "ended",
              deviceId: DUMMY_ID,
              origin: "network",
              lease: null,
            },
          ],
        },
        { cookie },
      );
      expect(play.status, await play.clone().text()).toBe(404);
      expect(((await play.json()) as { error: { message: string } }).error.message).toBe(
        notYourEstablishment,
      );
    },
  );
});
