import { describe, expect, it } from "vitest";
import { openEventStream } from "./testing/event-stream";
import { signedInUser } from "./testing/http-client";
import { createTestApp, describeEachDatabase, withTestApp } from "./testing/test-app";
import { createTestDatabase } from "./testing/test-database";

describeEachDatabase("health and routing", (context) => {
  it("answers /healthz", async () => {
    const response = await context().app.request("/healthz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers /readyz when the database is reachable", async () => {
    const response = await context().app.request("/readyz");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
  });

  it("answers unknown /api routes with a JSON 404", async () => {
    const response = await context().app.request("/api/no-such-thing", { method: "POST" });
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    expect(await response.json()).toEqual({
      error: { code: "NOT_FOUND", message: "No API route POST /api/no-such-thing" },
    });
  });

  it("sends security headers and keeps API answers out of caches", async () => {
    const response = await context().app.request("/api/plans");
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});

describe("readiness and HTTPS", () => {
  it("reports 503 on /readyz once the database is gone", async () => {
    const database = await createTestDatabase("pglite");
    const { app } = await createTestApp(database);
    await database.close();
    const response = await app.request("/readyz");
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: "unavailable" });
  });

  it("while draining: /readyz answers 503, answers close their connection, streams say when to come back", async () => {
    const database = await createTestDatabase("pglite");
    const drain = new AbortController();
    const test = await createTestApp(database, {}, { draining: drain.signal });
    const context = () => ({ kind: "pglite" as const, database, ...test });
    try {
      const { cookie } = await signedInUser(context);
      const stream = await openEventStream(context, cookie);
      await stream.readUntil("event: ready");
      const before = await test.app.request("/readyz");
      expect(before.status).toBe(200);
      expect(before.headers.get("connection")).toBeNull();

      drain.abort();
      // The browser reconnects after `retry` milliseconds, to whichever instance answers.
      const received = await stream.readToEnd();
      const retry = Number(/retry: (\d+)/.exec(received)?.[1]);
      expect(retry).toBeGreaterThanOrEqual(1000);
      expect(retry).toBeLessThanOrEqual(3000);
      const during = await test.app.request("/readyz");
      expect(during.status).toBe(503);
      expect(await during.json()).toEqual({ status: "draining" });
      expect(during.headers.get("connection")).toBe("close");
      expect((await test.app.request("/healthz")).headers.get("connection")).toBe("close");
    } finally {
      await test.close();
      await database.close();
    }
  });

  it("adds HSTS when the public URL is https", async () => {
    await withTestApp({ APP_URL: "https://sonaria.es" }, async ({ app }) => {
      const response = await app.request("/healthz");
      expect(response.headers.get("strict-transport-security")).toContain("max-age=");
    });
  });
});
