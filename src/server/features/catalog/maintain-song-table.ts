import { sql } from "drizzle-orm";
import type { DatabaseHandle } from "../../db/client";
import type { Logger } from "../../infra/logger";
import type { EventBus } from "../../infra/realtime/event-bus";

/** Quiet time after the last catalogue change before the table is maintained. */
const AFTER_CHANGES_MS = 5_000;

/**
 * PGlite has no autovacuum. Without it the song table's visibility map is never set, so
 * the songs list by title cannot read its pages from the index alone (page 2 000 of
 * 100 000 songs: 25 → 6 ms, bench/catalog-search.ts), and the planner's statistics go
 * stale. Here the table is vacuumed and analysed once after start and a few seconds after
 * the catalogue last changed: about 0.1–0.3 s with 100 000 songs, during which the one
 * embedded connection waits. PostgreSQL's autovacuum does this by itself.
 */
export function maintainSongTable(deps: {
  database: DatabaseHandle;
  events: EventBus;
  logger: Logger;
}): void {
  if (!deps.database.pglite) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const maintain = async () => {
    try {
      await deps.database.db.execute(sql`vacuum (analyze) song`);
    } catch (error) {
      deps.logger.warn({ err: error }, "could not vacuum the song table");
    }
  };
  const soon = () => {
    clearTimeout(timer);
    timer = setTimeout(() => void maintain(), AFTER_CHANGES_MS);
    timer.unref();
  };
  deps.events.subscribe((event) => event.topic === "catalog" && soon());
  soon();
}
