import type { Logger } from "drizzle-orm/logger";
import type { Database } from "../domain/database";

/** Drizzle's session, whose logger sees every query; a transaction's copies its options. */
interface LoggedSession {
  logger: Logger;
  options: { logger?: Logger | undefined };
}

/**
 * Records the SQL of every query the app's database runs while `run` runs, transactions
 * included (through drizzle's logger, on either engine), and answers those `matches` keeps.
 */
export async function queriesDuring(
  db: Database,
  matches: (sql: string) => boolean,
  run: () => Promise<unknown>,
): Promise<string[]> {
  const session = (db as unknown as { session: LoggedSession }).session;
  const seen: string[] = [];
  const before = { logger: session.logger, optionLogger: session.options.logger };
  const recorder: Logger = {
    logQuery(query, params) {
      seen.push(query);
      before.logger.logQuery(query, params);
    },
  };
  session.logger = recorder;
  session.options.logger = recorder;
  try {
    await run();
  } finally {
    session.logger = before.logger;
    session.options.logger = before.optionLogger;
  }
  return seen.filter(matches);
}

/**
 * A query that reads zones themselves — `from "zone"`, not `zone_state` or another
 * `zone_…` — as an ownership check does; not one that reaches zones through another table
 * (where a campaign sounds).
 */
export const readsZones = (sql: string) => /\bfrom "zone"(?!_)/i.test(sql);
