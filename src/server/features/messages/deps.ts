import type { PlaybackTarget } from "~/shared/audio/playback-gain";
import type { Database, Transaction } from "../../domain/database";
import type { Logger } from "../../infra/logger";
import type { EventBus } from "../../infra/realtime/event-bus";
import type { ObjectStorage } from "../../infra/storage/object-storage";

/** What the messages' business functions need. */
export interface MessagesDeps {
  db: Database;
  storage: ObjectStorage;
  events: EventBus;
  logger: Logger;
  /** The music's target and limits: a message plays at its own level above them. */
  playback: PlaybackTarget;
}

/** A transaction of the messages' database, for the steps one write is made of. */
export type Tx = Transaction;
