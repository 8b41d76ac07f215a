import type { LiveEvent } from "~/shared/events/topics";
import type { DatabaseHandle } from "../../db/client";
import type { Logger } from "../logger";

const CHANNEL = "sonaria_events";

/**
 * Change events fanned out through PostgreSQL LISTEN/NOTIFY, so every server instance
 * (and its open /api/events streams) hears what any instance changed. Publish after
 * the change has committed.
 */
export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

function parse(payload: string | undefined, logger: Logger): LiveEvent | null {
  try {
    const event = JSON.parse(payload ?? "") as LiveEvent;
    return typeof event.topic === "string" ? event : null;
  } catch {
    logger.warn({ payload }, "ignored a malformed live event");
    return null;
  }
}

export async function createEventBus(options: {
  database: DatabaseHandle;
  logger: Logger;
}): Promise<EventBus> {
  const { database, logger } = options;
  const listeners = new Set<(event: LiveEvent) => void>();
  const deliver = (payload: string | undefined) => {
    const event = parse(payload, logger);
    if (event) for (const listener of listeners) listener(event);
  };

  let stopListening: () => Promise<void>;
  if (database.pglite) {
    stopListening = await database.pglite.listen(CHANNEL, deliver);
  } else if (database.pool) {
    // A connection of its own: LISTEN belongs to one session for its whole life.
    const client = await database.pool.connect();
    client.on("notification", (message) => message.channel === CHANNEL && deliver(message.payload));
    await client.query(`LISTEN ${CHANNEL}`);
    stopListening = async () => {
      await client.query(`UNLISTEN ${CHANNEL}`).catch(() => {});
      client.release();
    };
  } else {
    throw new Error("The event bus needs PGlite or a PostgreSQL pool");
  }

  return {
    async publish(event) {
      try {
        const payload = JSON.stringify(event);
        if (database.pglite)
          await database.pglite.query("select pg_notify($1, $2)", [CHANNEL, payload]);
        else await database.pool?.query("select pg_notify($1, $2)", [CHANNEL, payload]);
      } catch (error) {
        // A missed event costs a refetch on focus, never the change itself.
        logger.warn({ err: error, topic: event.topic }, "could not publish a live event");
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => stopListening(),
  };
}
