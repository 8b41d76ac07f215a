import pg from "pg";
import type { Logger } from "../logger";

// Channel names are made by the bus (letters, digits, "_"): safe to write into the query.
const listenAll = (names: Iterable<string>) =>
  [...names].map((name) => `LISTEN ${name}`).join("; ");
const unlistenAll = (names: Iterable<string>) =>
  [...names].map((name) => `UNLISTEN ${name}`).join("; ");

/** One query at a time on the listening connection: node-postgres will stop queueing them. */
const tails = new WeakMap<pg.Client, Promise<unknown>>();
function inTurn(client: pg.Client, text: string): Promise<unknown> {
  const run = (tails.get(client) ?? Promise.resolve()).then(() => client.query(text));
  tails.set(
    client,
    run.catch(() => {}),
  );
  return run;
}

/** How long to wait before listening again after the connection dropped, and between tries. */
const RECONNECT_DELAY_MS = 1000;

export interface Listening {
  /** Hears a channel besides the shared one (a zone's): resolves once it listens. */
  add(channel: string): Promise<void>;
  remove(channel: string): void;
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
export async function listenOnPostgres(
  url: string,
  channel: string,
  logger: Logger,
  deliver: (payload: string | undefined) => void,
  resync: () => void,
): Promise<Listening> {
  let stopped = false;
  let client: pg.Client | undefined;
  let connections = 0;
  /** The zones' channels this instance hears, listened to again by every new connection. */
  const channels = new Set<string>();

  const connect = async () => {
    const listened = new Set(channels);
    const next = new pg.Client({ connectionString: url });
    // Every notification of this connection is on a channel it listens to.
    next.on("notification", (message) => deliver(message.payload));
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
      await next.query(`LISTEN ${channel}`);
      if (listened.size > 0) await next.query(listenAll(listened));
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
    // Channels added or removed while this connection was being made.
    const added = [...channels].filter((name) => !listened.has(name));
    const removed = [...listened].filter((name) => !channels.has(name));
    if (added.length > 0) void inTurn(next, listenAll(added)).catch(() => {});
    if (removed.length > 0) void inTurn(next, unlistenAll(removed)).catch(() => {});
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
      ? inTurn(client, "select 1").then(
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
    async add(name) {
      channels.add(name);
      // Without a connection, the next one listens to it; a connection lost meanwhile is
      // a resync, which sends the streams to reconnect.
      if (client) await inTurn(client, `LISTEN ${name}`).catch(() => {});
    },
    remove(name) {
      channels.delete(name);
      if (client) void inTurn(client, `UNLISTEN ${name}`).catch(() => {});
    },
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
