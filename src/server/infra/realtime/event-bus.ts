import { randomUUID } from "node:crypto";
import pg from "pg";
import type { LiveEvent } from "~/shared/events/topics";
import type { DatabaseHandle } from "../../db/client";
import type { Logger } from "../logger";

const CHANNEL = "sonaria_events";

/**
 * Change events fanned out through PostgreSQL LISTEN/NOTIFY, so every server instance
 * (and its open /api/events streams, its session cache) hears what any instance changed.
 * Publish after the change has committed.
 *
 * The publishing instance's own listeners hear the event at once, before `publish`
 * returns, and not again when NOTIFY brings it back: a change is never answered from this
 * instance's caches once its request has been answered, even if NOTIFY fails.
 */
export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /**
   * Called when events may have been missed (the LISTEN connection dropped, or came back):
   * whatever was cached on the strength of hearing every event must be forgotten.
   */
  onResync(listener: () => void): () => void;
  close(): Promise<void>;
}

/** On the wire, an event says which instance published it. */
interface WireEvent extends LiveEvent {
  from?: string;
}

function parse(payload: string | undefined, logger: Logger): WireEvent | null {
  try {
    const event = JSON.parse(payload ?? "") as WireEvent;
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
  resync: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  let connections = 0;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => message.channel === CHANNEL && deliver(message.payload));
    let lost = false;
    next.on("error", (error) => {
      // A dropped connection reports twice ("terminating connection", then "terminated
      // unexpectedly"): one new connection, or two would listen and deliver each event twice.
      if (stopped || lost) return;
      lost = true;
      logger.warn({ err: error }, "live events connection lost; reconnecting");
      void next.end().catch(() => {});
      resync();
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
    // What was published while no connection listened is lost.
    if (connections++ > 0) resync();
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
  const instance = randomUUID();
  const listeners = new Set<(event: LiveEvent) => void>();
  const resyncListeners = new Set<() => void>();
  const deliverLocally = (event: LiveEvent) => {
    for (const listener of listeners) listener(event);
  };
  const deliver = (payload: string | undefined) => {
    const event = parse(payload, logger);
    if (!event || event.from === instance) return;
    deliverLocally({ topic: event.topic });
  };
  const resync = () => {
    for (const listener of resyncListeners) listener();
  };

  let stopListening: () => Promise<void>;
  if (database.pglite) {
    stopListening = await database.pglite.listen(CHANNEL, deliver);
  } else if (database.url) {
    stopListening = await listenOnPostgres(database.url, logger, deliver, resync);
  } else {
    throw new Error("The event bus needs PGlite or a PostgreSQL pool");
  }

  return {
    async publish(event) {
      deliverLocally(event);
      try {
        const payload = JSON.stringify({ ...event, from: instance } satisfies WireEvent);
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
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    close: () => stopListening(),
  };
}
