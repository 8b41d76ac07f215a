import { zoneTopic, type LiveEvent } from "~/shared/events/topics";
import type { EventBus } from "../../infra/realtime/event-bus";

/**
 * The zones one stream hears: a subscription to each zone's topic, so that the instance
 * hears those zones' events and the stream only those (decision 024). `set` changes them
 * to the zones given, resolving once each new one is heard.
 */
export function zoneSubscriptions(events: EventBus, listener: (event: LiveEvent) => void) {
  const stops = new Map<string, () => void>();
  const ids = new Set<string>();
  let closed = false;
  return {
    /** The zones heard: what `mayHear` checks a zone's event against. */
    ids: ids as ReadonlySet<string>,
    async set(zoneIds: string[]) {
      const wanted = new Set(zoneIds);
      for (const [id, stop] of stops)
        if (!wanted.has(id)) {
          stop();
          stops.delete(id);
          ids.delete(id);
        }
      const added = zoneIds.filter((id) => !ids.has(id));
      for (const id of added) ids.add(id);
      await Promise.all(
        added.map(async (id) => {
          const stop = await events.subscribeZone(zoneTopic(id), listener);
          // Closed, or the zone dropped, while the subscription was being made.
          if (closed || !ids.has(id)) stop();
          else stops.set(id, stop);
        }),
      );
    },
    close() {
      closed = true;
      for (const stop of stops.values()) stop();
      stops.clear();
      ids.clear();
    },
  };
}
