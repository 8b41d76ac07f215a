import type { TeamAccount } from "~/shared/accounts/team";
import type { Database } from "../../domain/database";
import type { EventBus } from "../../infra/realtime/event-bus";

/** What blocking and allowing songs need. */
export interface BlockedSongsDeps {
  db: Database;
  events: EventBus;
}

/** A block or an allow: who asks, for which account, which song, where (no zone: everywhere). */
export interface BlockRequest {
  account: TeamAccount;
  /** The person, named in the trail as they were called then. */
  by: { id: string; name: string };
  songId: string;
  zoneId?: string | undefined;
}
