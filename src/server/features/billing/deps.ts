import type { Database } from "../../domain/database";
import type { Env } from "../../env";
import type { Logger } from "../../infra/logger";
import type { EventBus } from "../../infra/realtime/event-bus";
import type { InvoicePort } from "./invoice-port";

/** What the billing functions and both payment providers need. */
export interface BillingDeps {
  db: Database;
  events: EventBus;
  env: Env;
  logger: Logger;
  /** Every payment's invoice (the invoices feature, handed in by app.ts). */
  invoices: InvoicePort;
}
