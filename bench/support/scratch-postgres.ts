/**
 * A fresh, migrated PostgreSQL database for one bench run, dropped afterwards. Where no
 * server answers (`DATABASE_URL`, or the local one at 127.0.0.1:5432) the run is skipped
 * and says so; a failure inside the run is the bench's own and is not hidden as "not
 * measured".
 */
import type { DatabaseHandle } from "~/server/db/client";
import { availableDatabaseKinds, createTestDatabase } from "~/server/testing/test-database";

export async function withScratchPostgres<T>(
  run: (handle: DatabaseHandle) => Promise<T>,
): Promise<T | undefined> {
  if (!(await availableDatabaseKinds()).includes("postgres")) {
    console.log("PostgreSQL not measured: no server answers.");
    return undefined;
  }
  const handle = await createTestDatabase("postgres");
  try {
    return await run(handle);
  } finally {
    await handle.close();
  }
}
