import { createHash, randomUUID } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { isZoneTopic, type LiveEvent, type ZoneTopic } from "~/shared/events/topics";
import type { DatabaseHandle } from "../../db/client";
import type { Logger } from "../logger";
import { listenOnPostgres, type Listening } from "./listen-on-postgres";

const CHANNEL = "sonaria_events";

/**
 * A zone's own channel: an instance listens to it only while one of its streams hears the
 * zone, so it never receives the commands and states of the zones other instances serve.
 * Hashed: any topic makes a valid name, within PostgreSQL's 63 bytes.
 */
export const channelOf = (topic: ZoneTopic) =>
  `sonaria_zone_${createHash("sha256").update(topic).digest("hex").slice(0, 40)}`;

/**
 * Live events fanned out through PostgreSQL LISTEN/NOTIFY, so every server instance
 * (and its open /api/events streams, its session cache) hears what any instance changed.
 * Publish after the change has committed.
 *
 * The publishing instance's own listeners hear the event at once, before `publish`
 * returns, and not again when NOTIFY brings it back: a change is never answered from this
 * instance's caches once its request has been answered, even if NOTIFY fails.
 *
 * A zone's events (the remote's commands and the player's states, frequent, each for one
 * zone) go on the zone's own channel and reach only the listeners of that topic: neither
 * every instance nor every stream pays for every zone (decision 024).
 */
export interface EventBus {
  publish(event: LiveEvent): Promise<void>;
  /** Every event but the zones' ones. */
  subscribe(listener: (event: LiveEvent) => void): () => void;
  /** One zone's events; resolves once the instance listens to the zone's channel. */
  subscribeZone(topic: ZoneTopic, listener: (event: LiveEvent) => void): Promise<() => void>;
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

/** PGlite hears in-process: a listener per channel, each removed by its own `stop`. */
function listenOnPglite(pglite: PGlite, deliver: (payload: string) => void): Promise<Listening> {
  const stops = new Map<string, Promise<() => Promise<void>>>();
  return pglite.listen(CHANNEL, deliver).then((stop) => ({
    async add(channel) {
      // Its own callback: the one a quick remove-and-add leaves behind stays registered.
      const listened = pglite.listen(channel, (payload) => deliver(payload));
      stops.set(channel, listened);
      await listened;
    },
    remove(channel) {
      const listened = stops.get(channel);
      stops.delete(channel);
      void listened?.then((unlisten) => unlisten());
    },
    // One process holds PGlite, and it hands a notification to every listener before the
    // query that sent it returns: nothing can be on its way.
    caughtUp: async () => true,
    stop,
  }));
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

export async function createEventBus(options: {
  database: DatabaseHandle;
  logger: Logger;
}): Promise<EventBus> {
  const { database, logger } = options;
  const instance = randomUUID();
  const listeners = new Set<(event: LiveEvent) => void>();
  const zones = new Map<
    string,
    { listeners: Set<(event: LiveEvent) => void>; ready: Promise<void> }
  >();
  const resyncListeners = new Set<() => void>();
  const deliverLocally = (event: LiveEvent) => {
    const heard = isZoneTopic(event.topic) ? zones.get(event.topic)?.listeners : listeners;
    for (const listener of heard ?? []) listener(event);
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
  if (database.pglite) listening = await listenOnPglite(database.pglite, deliver);
  else if (database.url)
    listening = await listenOnPostgres(database.url, CHANNEL, logger, deliver, resync);
  else throw new Error("The event bus needs PGlite or a PostgreSQL pool");

  return {
    async publish(event) {
      deliverLocally(event);
      try {
        const payload = JSON.stringify({ ...event, from: instance } satisfies WireEvent);
        const channel = isZoneTopic(event.topic) ? channelOf(event.topic) : CHANNEL;
        if (database.pglite)
          await database.pglite.query("select pg_notify($1, $2)", [channel, payload]);
        else await database.pool?.query("select pg_notify($1, $2)", [channel, payload]);
      } catch (error) {
        // A missed event costs a refetch on focus, never the change itself.
        logger.warn({ err: error, topic: event.topic }, "could not publish a live event");
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async subscribeZone(topic, listener) {
      let zone = zones.get(topic);
      if (!zone) {
        zone = { listeners: new Set(), ready: listening.add(channelOf(topic)) };
        zones.set(topic, zone);
      }
      zone.listeners.add(listener);
      const heard = zone;
      await heard.ready;
      return () => {
        heard.listeners.delete(listener);
        if (heard.listeners.size > 0 || zones.get(topic) !== heard) return;
        zones.delete(topic);
        listening.remove(channelOf(topic));
      };
    },
    onResync(listener) {
      resyncListeners.add(listener);
      return () => resyncListeners.delete(listener);
    },
    caughtUp: () => listening.caughtUp(),
    close: () => listening.stop(),
  };
}
