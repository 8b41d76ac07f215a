import type { PublicConfig } from "~/shared/config/public-config";
import type { Database } from "../../domain/database";
import type { InfraDeps } from "../../deps";
import type { Mailer } from "../../infra/mail/mailer";
import type { EventBus } from "../../infra/realtime/event-bus";
import type { ObjectStorage } from "../../infra/storage/object-storage";

/** What the rights of the catalogue need: its rows, the contracts' PDFs, and word of changes. */
export interface SongRightsDeps {
  db: Database;
  storage: ObjectStorage;
  /** A song published or withdrawn changes every player's lists ("catalog"). */
  events: EventBus;
  mailer: Mailer;
  identity: PublicConfig;
  appUrl: string;
}

export function songRightsDeps(
  deps: Pick<InfraDeps, "database" | "storage" | "events" | "mailer" | "env">,
): SongRightsDeps {
  return {
    db: deps.database.db,
    storage: deps.storage,
    events: deps.events,
    mailer: deps.mailer,
    identity: deps.env.publicConfig,
    appUrl: deps.env.APP_URL,
  };
}
