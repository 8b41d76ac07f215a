import type { Database } from "../../db/client";
import type { Env } from "../../env";
import type { Logger } from "../../infra/logger";
import type { EventBus } from "../../infra/realtime/event-bus";

/** What the billing functions and both payment providers need. */
export interface BillingDeps {
  db: Database;
  events: EventBus;
  env: Env;
  logger: Logger;
}
