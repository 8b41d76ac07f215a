import type { Database } from "../../db/client";
import type { EventBus } from "../../infra/realtime/event-bus";

/** What the own-playlists business functions need. */
export interface PlaylistsDeps {
  db: Database;
  events: EventBus;
}
