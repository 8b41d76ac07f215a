import { afterEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { GOOD_PASSWORD, httpClient, sessionCookie, signedInUser } from "../testing/http-client";
import { useTestApp } from "../testing/test-app";
import { availableDatabaseKinds } from "../testing/test-database";

const postgres = (await availableDatabaseKinds()).includes("postgres");
if (!postgres) console.info("PostgreSQL does not answer: the database-loss API tests are skipped.");

/** What node-postgres rejects a query with when PostgreSQL ends its session (a failover). */
const terminated = () =>
  Object.assign(new Error("terminating connection due to administrator command"), {
    code: "57P01",
  });

// The pool exists on PostgreSQL only; PGlite lives in the process and cannot drop.
describe.skipIf(!postgres)("requests while the database connection is lost (postgres)", () => {
  const context = useTestApp("postgres");
  const client = httpClient(context);
  let lost: MockInstance | undefined;
  const restoreTheDatabase = () => lost?.mockRestore();
  afterEach(restoreTheDatabase);

  /**
   * The app's queries fail as a terminated session's do, until restored. `spare`: queries
   * naming this table still run (better-auth's rate limit, read before any endpoint).
   */
  function loseTheDatabase(options: { spare?: string } = {}) {
    const pool = context().database.pool;
    if (!pool) throw new Error("no pool");
    const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
    lost = vi.spyOn(pool, "query").mockImplementation(((...args: unknown[]) => {
      const [first] = args;
      const text = typeof first === "string" ? first : (first as { text?: string }).text;
      if (options.spare && text?.includes(options.spare)) return query(...args);
      return Promise.reject(terminated());
    }) as never);
  }

  async function expectUnavailable(response: Response) {
    expect(response.status, await response.clone().text()).toBe(503);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    const body = (await response.json()) as { error?: { code: string }; code?: string };
    expect(body.error?.code ?? body.code).toBe("UNAVAILABLE");
  }

  it("answers a session read through better-auth with 503, never 500 or a 401 that signs out", async () => {
    const user = await signedInUser(context);
    // A session this instance has not read yet: better-auth reads it from the database.
    const signIn = await client.post("/api/auth/sign-in/email", {
      email: user.email,
      password: GOOD_PASSWORD,
    });
    const fresh = sessionCookie(signIn);
    loseTheDatabase();
    await expectUnavailable(await client.get("/api/session", { cookie: fresh }));
    await expectUnavailable(await client.get("/api/songs", { cookie: fresh }));

    restoreTheDatabase();
    expect((await client.get("/api/session", { cookie: fresh })).status).toBe(200);
  });

  it("answers better-auth's own routes with 503 too, from its rate limit, hooks or endpoints", async () => {
    const user = await signedInUser(context);
    const signIn = () =>
      client.post("/api/auth/sign-in/email", { email: user.email, password: GOOD_PASSWORD });
    loseTheDatabase();
    await expectUnavailable(await signIn());
    restoreTheDatabase();
    loseTheDatabase({ spare: "rate_limit" });
    // Our hook's attempt limit fails first; better-auth's getSession wraps what failed.
    await expectUnavailable(await signIn());
    await expectUnavailable(await client.get("/api/auth/get-session", { cookie: user.cookie }));

    restoreTheDatabase();
    expect((await signIn()).status).toBe(200);
  });
});
