import pg from "pg";
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

/**
 * LISTEN needs a session of its own for its whole life (outside the pool). If the
 * connection drops, it is opened again; events published meanwhile are missed, which
 * the browser covers by refetching everything when its stream reconnects.
 */
async function listenOnPostgres(
  url: string,
  logger: Logger,
  deliver: (payload: string | undefined) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => message.channel === CHANNEL && deliver(message.payload));
    next.on("error", (error) => {
      if (stopped) return;
      logger.warn({ err: error }, "live events connection lost; reconnecting");
      setTimeout(
        () =>
          void connect().catch((retry: unknown) =>
            logger.error({ err: retry }, "live events reconnect failed"),
          ),
        1000,
      );
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
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
  } else if (database.url) {
    stopListening = await listenOnPostgres(database.url, logger, deliver);
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
