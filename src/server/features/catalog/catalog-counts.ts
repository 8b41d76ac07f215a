import type { EventBus } from "../../infra/realtime/event-bus";

/** Lists whose size this instance remembers; the oldest go first. */
const MAX_LISTS = 1000;

export type CountOf = Remember<number>;
/** `compute` once per `key` on this instance, until the catalogue changes. */
export type Remember<T> = (key: string, compute: () => Promise<T>) => Promise<T>;

/**
 * How many songs a list of the catalogue holds (all of it, a genre, a search): the same
 * for every listener and every page until the catalogue changes, so counted once per
 * instance and remembered until a "catalog" event (from any instance) or a resync of the
 * bus. A player going through a list page by page no longer counts 100 000 songs for
 * each page. A count that a change overtook is answered but not kept.
 */
export const catalogCounts = (events: EventBus): CountOf => untilCatalogChanges(events);

/** What depends only on the catalogue, remembered as `catalogCounts` remembers counts. */
export function untilCatalogChanges<T>(events: EventBus): Remember<T> {
  const known = new Map<string, T>();
  let generation = 0;
  const forget = () => {
    generation++;
    known.clear();
  };
  events.subscribe((event) => event.topic === "catalog" && forget());
  events.onResync(forget);

  return async (key, compute) => {
    const remembered = known.get(key);
    if (remembered !== undefined) return remembered;
    const before = generation;
    const value = await compute();
    if (before === generation) {
      if (known.size >= MAX_LISTS) known.delete(known.keys().next().value as string);
      known.set(key, value);
    }
    return value;
  };
}
