import type { DatabaseHandle } from "./db/client";
import type { Env } from "./env";
import type { Logger } from "./infra/logger";

/** What the composition root hands to every feature. */
export interface AppDeps {
  env: Env;
  logger: Logger;
  database: DatabaseHandle;
}
