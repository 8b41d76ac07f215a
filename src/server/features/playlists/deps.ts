import type { Database } from "../../domain/database";
import type { EventBus } from "../../infra/realtime/event-bus";

/** What the playlist functions need. */
export interface PlaylistsDeps {
  db: Database;
  events: EventBus;
}
