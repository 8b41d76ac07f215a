import type { PlaybackTarget } from "~/shared/audio/playback-gain";
import type { Database } from "../../domain/database";
import type { InfraDeps } from "../../deps";
import type { JobQueue } from "../../infra/jobs/job-queue";
import type { Logger } from "../../infra/logger";
import type { EventBus } from "../../infra/realtime/event-bus";
import type { ObjectStorage } from "../../infra/storage/object-storage";

/** What the catalogue's business functions need. */
export interface CatalogDeps {
  db: Database;
  storage: ObjectStorage;
  events: EventBus;
  logger: Logger;
  /** Uploads enqueue their loudness analysis. */
  jobs: JobQueue;
  /** The gain's limits (MAX_BOOST_DB) in every song answered. */
  playback: PlaybackTarget;
}

/** The catalogue's deps out of the server's: the routes' and the demo seed's. */
export function catalogDeps(
  deps: Pick<InfraDeps, "database" | "storage" | "events" | "logger" | "jobs" | "env">,
): CatalogDeps {
  return {
    db: deps.database.db,
    storage: deps.storage,
    events: deps.events,
    logger: deps.logger,
    jobs: deps.jobs,
    playback: { maxBoostDb: deps.env.MAX_BOOST_DB },
  };
}
