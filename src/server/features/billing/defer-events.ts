import type { LiveEvent } from "~/shared/events/topics";
import type { EventBus } from "../../infra/realtime/event-bus";

/**
 * An event bus that holds what is published inside a transaction until `flush()`, called
 * once it has committed: listeners must not refetch rows they cannot see yet, and PGlite
 * (one connection) would wait for the open transaction forever.
 */
export function deferEvents(events: EventBus): { events: EventBus; flush: () => Promise<void> } {
  const pending: LiveEvent[] = [];
  return {
    events: {
      publish: async (event) => void pending.push(event),
      subscribe: (listener) => events.subscribe(listener),
      subscribeZone: (topic, listener) => events.subscribeZone(topic, listener),
      onResync: (listener) => events.onResync(listener),
      caughtUp: () => events.caughtUp(),
      close: async () => {},
    },
    flush: async () => {
      const unique = [...new Map(pending.map((event) => [event.topic, event])).values()];
      pending.length = 0;
      await Promise.all(unique.map((event) => events.publish(event)));
    },
  };
}
