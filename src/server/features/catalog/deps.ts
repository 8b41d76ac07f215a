import type { Database } from "../../db/client";
import type { Logger } from "../../infra/logger";
import type { EventBus } from "../../infra/realtime/event-bus";
import type { ObjectStorage } from "../../infra/storage/object-storage";

/** What the catalogue's business functions need. */
export interface CatalogDeps {
  db: Database;
  storage: ObjectStorage;
  events: EventBus;
  logger: Logger;
}
