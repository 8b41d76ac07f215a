import type { Database } from "../../domain/database";
import type { EventBus } from "../../infra/realtime/event-bus";

/** What blocking and allowing songs need. */
export interface BlockedSongsDeps {
  db: Database;
  events: EventBus;
}
