import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availableDatabaseKinds, createEmptyPostgresDatabase } from "../testing/test-database";
import { keepPoolThroughConnectionLoss } from "./pool-connections";
import { isConnectionLost } from "../infra/postgres-errors";

// Connections to cut exist only on PostgreSQL.
const postgres = (await availableDatabaseKinds()).includes("postgres");
if (!postgres)
  console.info("PostgreSQL does not answer: the pool's connection-loss tests are skipped.");

describe.skipIf(!postgres)("a pool whose connections are cut (postgres)", () => {
  let database: Awaited<ReturnType<typeof createEmptyPostgresDatabase>>;
  let admin: pg.Client;
  const pools: pg.Pool[] = [];

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await Promise.all(pools.map((pool) => pool.end()));
    await admin?.end();
    await database?.drop();
  });

  function newPool(max: number, releaseBrokenAfterMs?: number) {
    const pool = new pg.Pool({ connectionString: database.url, max });
    keepPoolThroughConnectionLoss(pool, { releaseBrokenAfterMs });
    pools.push(pool);
    return pool;
  }
  const terminate = (pid: number) => admin.query("select pg_terminate_backend($1)", [pid]);

  it("survives a transaction's connection cut between two statements, and serves the next query", async () => {
    const pool = newPool(2);
    const db = drizzle(pool);
    const outcome = db
      .transaction(async (tx) => {
        const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
        await terminate((rows[0] as { pid: number }).pid);
        // The cut reaches the idle, checked-out client as an 'error' event: with no
        // listener the process would end here.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isConnectionLost(await outcome)).toBe(true);
    const { rows } = await pool.query<{ one: number }>("select 1 as one");
    expect(rows).toEqual([{ one: 1 }]);
  });

  it("takes back a broken client its holder never releases, so the pool does not run dry", async () => {
    const pool = newPool(1, 100);
    const forgotten = await pool.connect();
    // node-postgres knows its session's backend pid; its types do not say so.
    await terminate((forgotten as unknown as { processID: number }).processID);
    // The pool's one slot is held by the dead client until it is taken back.
    const { rows } = await pool.query<{ one: number }>("select 1 as one");
    expect(rows).toEqual([{ one: 1 }]);
    // Released after all, late: nothing happens.
    expect(() => forgotten.release()).not.toThrow();
    expect(pool.totalCount).toBe(1);
  });
});
