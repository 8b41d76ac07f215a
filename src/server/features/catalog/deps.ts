import type { PlaybackTarget } from "~/shared/audio/playback-gain";
import type { Database } from "../../domain/database";
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
