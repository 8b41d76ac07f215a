import { randomUUID } from "node:crypto";
import pg from "pg";
import type { LiveEvent } from "~/shared/events/topics";
import type { DatabaseHandle } from "../../db/client";
import type { Logger } from "../logger";

const CHANNEL = "sonaria_events";

/**
 * Live events fanned out through PostgreSQL LISTEN/NOTIFY, so every server instance
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
  /**
   * Resolves once every event committed anywhere before the call has reached this
   * instance's listeners: true, or false when that cannot be known (the connection is
   * down), and nothing remembered may be trusted.
   */
  caughtUp(): Promise<boolean>;
  close(): Promise<void>;
}

/** On the wire, an event says which instance published it. */
type WireEvent = LiveEvent & { from?: string };

function parse(payload: string | undefined, logger: Logger): WireEvent | null {
  try {
    const event = JSON.parse(payload ?? "") as WireEvent;
    return typeof event.topic === "string" ? event : null;
  } catch {
    logger.warn({ payload }, "ignored a malformed live event");
    return null;
  }
}

/** How long to wait before listening again after the connection dropped, and between tries. */
const RECONNECT_DELAY_MS = 1000;

interface Listening {
  caughtUp(): Promise<boolean>;
  stop(): Promise<void>;
}

/**
 * LISTEN needs a session of its own for its whole life (outside the pool). If the
 * connection drops, it is opened again (tried every second until it works); events
 * published meanwhile are missed, which `resync` announces (the browser, for its part,
 * refetches everything when its stream reconnects).
 *
 * `caughtUp` is a barrier: PostgreSQL sends a listening session the notifications
 * committed before a query ahead of that query's answer, so once a `select 1` sent after
 * the call has been answered on this connection, every event committed before the call
 * has been delivered. Callers that arrive while one is on its way share the next.
 */
async function listenOnPostgres(
  url: string,
  logger: Logger,
  deliver: (payload: string | undefined) => void,
  resync: () => void,
): Promise<Listening> {
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
      if (lost) return;
      lost = true;
      void next.end().catch(() => {});
      // Only the connection that listens starts a reconnection. One still connecting
      // fails its own attempt, which tries again: two loops would listen twice.
      if (stopped || client !== next) return;
      client = undefined;
      logger.warn({ err: error }, "live events connection lost; reconnecting");
      resync();
      reconnectSoon();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost = true;
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped || lost) {
      void next.end().catch(() => {});
      if (lost) throw new Error("The live events connection was lost as it began to listen");
      return;
    }
    client = next;
    // What was published while no connection listened is lost: whatever was remembered
    // meanwhile is forgotten now, after LISTEN, so that what is read from here on is
    // followed by its events.
    if (connections++ > 0) resync();
  };
  const reconnectSoon = () =>
    setTimeout(() => {
      if (stopped) return;
      connect().catch((error: unknown) => {
        logger.warn({ err: error }, "live events reconnect failed; trying again");
        reconnectSoon();
      });
    }, RECONNECT_DELAY_MS);
  await connect();

  let sending: Promise<boolean> | undefined;
  let waiting: { promise: Promise<boolean>; resolve: (ok: boolean) => void } | undefined;
  const roundTrip = (): Promise<boolean> => {
    const done = client
      ? client.query("select 1").then(
          () => true,
          () => false,
        )
      : Promise.resolve(false);
    sending = done;
    void done.then(() => {
      sending = undefined;
      const next = waiting;
      waiting = undefined;
      if (next) void roundTrip().then(next.resolve);
    });
    return done;
  };

  return {
    caughtUp() {
      if (!client) return Promise.resolve(false);
      if (!sending) return roundTrip();
      // The one on its way was sent before this call: it proves nothing for it.
      if (!waiting) {
        let resolve: (ok: boolean) => void = () => {};
        const promise = new Promise<boolean>((settle) => (resolve = settle));
        waiting = { promise, resolve };
      }
      return waiting.promise;
    },
    async stop() {
      stopped = true;
      await client?.end().catch(() => {});
    },
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
    // Zone events carry their data (a command, a state); change events only their topic.
    delete event.from;
    deliverLocally(event);
  };
  const resync = () => {
    for (const listener of resyncListeners) listener();
  };

  let listening: Listening;
  if (database.pglite) {
    // One process holds PGlite, and it hands a notification to every listener before the
    // query that sent it returns: nothing can be on its way.
    const stop = await database.pglite.listen(CHANNEL, deliver);
    listening = { caughtUp: async () => true, stop };
  } else if (database.url) {
    listening = await listenOnPostgres(database.url, logger, deliver, resync);
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
    caughtUp: () => listening.caughtUp(),
    close: () => listening.stop(),
  };
}
