import { APIError } from "better-auth/api";
import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { establishmentsCopy } from "~/shared/copy/establishments";
import { z } from "~/shared/validation/zod";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { createLogger } from "../infra/logger";
import { AppError } from "../domain/app-error";
import { DATABASE_RETRY_AFTER_SECONDS } from "../domain/database-unavailable";
import { onError } from "./on-error";
import { validate } from "./validate";

const app = new Hono()
  .get("/conflict", () => {
    throw new AppError("CONFLICT", "Ya existe");
  })
  .get("/boom", () => {
    throw new Error("secret detail");
  })
  .get("/terminated", () => {
    // What a query meets when PostgreSQL ends its session (restart, failover), as Drizzle
    // wraps it.
    const cut = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
    });
    throw new DrizzleQueryError("select 1", [], cut);
  })
  .get("/evidence", () => {
    // What deleting an establishment that proof names meets (decision 033's triggers).
    const kept = Object.assign(new Error("establishment x holds evidence"), { code: "23001" });
    throw new DrizzleQueryError("delete from establishment", [], kept);
  })
  .get("/session-unreadable", () => {
    // better-auth's getSession wraps what the database threw.
    throw APIError.from(
      "INTERNAL_SERVER_ERROR",
      { code: "FAILED_TO_GET_SESSION", message: "Failed to get session" },
      { cause: new Error("Connection terminated unexpectedly") },
    );
  })
  .post("/genres", validate("json", z.object({ name: z.string().trim().min(1) })), (c) =>
    c.json({ name: c.req.valid("json").name }, 201),
  );
app.onError(onError(createLogger({ level: "silent" })));

const post = (body: string) =>
  app.request("/genres", { method: "POST", body, headers: { "content-type": "application/json" } });

describe("onError", () => {
  it("maps an AppError code to its status", async () => {
    const response = await app.request("/conflict");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ error: { code: "CONFLICT", message: "Ya existe" } });
  });

  it("hides unexpected errors behind a 500", async () => {
    const response = await app.request("/boom");
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({
      error: { code: "INTERNAL", message: "Internal server error" },
    });
  });

  it("answers a lost database connection with 503 and when to try again, never 500", async () => {
    for (const path of ["/terminated", "/session-unreadable"]) {
      const response = await app.request(path);
      expect(response.status, path).toBe(503);
      expect(response.headers.get("Retry-After"), path).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
      const body = await response.json();
      expect(body.error.code).toBe("UNAVAILABLE");
      expect(body.error.message).toMatch(/database/i);
    }
  });

  it("answers the database keeping proof of licence with 409 and the rule, never 500", async () => {
    const response = await app.request("/evidence");
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: { code: "CONFLICT", message: establishmentsCopy.errors.evidenceKept },
    });
  });

  it("answers invalid input with 400 and the field at fault", async () => {
    const response = await post(JSON.stringify({ name: "   " }));
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.issues[0].path).toBe("name");
  });

  it("answers malformed JSON with 400, never 500", async () => {
    const response = await post("{not json");
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe("BAD_REQUEST");
  });

  it("passes valid input through", async () => {
    const response = await post(JSON.stringify({ name: "  Jazz " }));
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ name: "Jazz" });
  });
});

describe("onError and the database", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openDatabase({ kind: "pglite" });
  });
  afterAll(() => database.close());

  // Validation comes first; this is the net for what it misses.
  const query = new Hono().get("/:case", async (c) => {
    const value = { nul: "a\u0000b", json: JSON.stringify({ a: "\ud800" }) }[c.req.param("case")];
    const cast = c.req.param("case") === "json" ? sql`${value}::jsonb` : sql`${value}::text`;
    await database.db.execute(sql`select ${cast}`);
    return c.json({ ok: true });
  });
  query.onError(onError(createLogger({ level: "silent" })));

  it("answers text the database refuses with 400, not 500", async () => {
    for (const path of ["/nul", "/json"]) {
      const response = await query.request(path);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.code).toBe("BAD_REQUEST");
    }
  });
});
