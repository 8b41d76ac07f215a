import { sql } from "drizzle-orm";
import { afterEach, expect, it, vi } from "vitest";
import { createEventBus } from "../../infra/realtime/event-bus";
import { createLogger } from "../../infra/logger";
import { createTestDatabase } from "../../testing/test-database";
import { maintainSongTable } from "./maintain-song-table";

afterEach(() => void vi.useRealTimers());

const lastVacuum = async (database: Awaited<ReturnType<typeof createTestDatabase>>) => {
  const result = (await database.db.execute(
    sql`select last_vacuum as at from pg_stat_user_tables where relname = 'song'`,
  )) as { rows: { at: string | null }[] };
  return result.rows[0]?.at ?? null;
};

it("vacuums the embedded song table after start, and again once the catalogue settles", async () => {
  const database = await createTestDatabase("pglite");
  const logger = createLogger({ level: "silent" });
  const events = await createEventBus({ database, logger });
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  try {
    maintainSongTable({ database, events, logger });
    expect(await lastVacuum(database)).toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(async () => expect(await lastVacuum(database)).not.toBeNull());
    const first = await lastVacuum(database);

    await events.publish({ topic: "catalog" });
    await vi.advanceTimersByTimeAsync(4_000);
    await events.publish({ topic: "catalog" }); // another change: the wait starts again
    await vi.advanceTimersByTimeAsync(4_000);
    expect(await lastVacuum(database)).toEqual(first);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(async () => expect(await lastVacuum(database)).not.toEqual(first));
  } finally {
    await events.close();
    await database.close();
  }
});
