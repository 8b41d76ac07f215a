import type { EventBus } from "../../infra/realtime/event-bus";

/** Lists whose size this instance remembers; the oldest go first. */
const MAX_LISTS = 1000;

export type CountOf = (list: string, count: () => Promise<number>) => Promise<number>;

/**
 * How many songs a list of the catalogue holds (all of it, a genre, a search): the same
 * for every listener and every page until the catalogue changes, so counted once per
 * instance and remembered until a "catalog" event (from any instance) or a resync of the
 * bus. A player going through a list page by page no longer counts 100 000 songs for
 * each page. A count that a change overtook is answered but not kept.
 */
export function catalogCounts(events: EventBus): CountOf {
  const known = new Map<string, number>();
  let generation = 0;
  const forget = () => {
    generation++;
    known.clear();
  };
  events.subscribe((event) => event.topic === "catalog" && forget());
  events.onResync(forget);

  return async (list, count) => {
    const remembered = known.get(list);
    if (remembered !== undefined) return remembered;
    const before = generation;
    const total = await count();
    if (before === generation) {
      if (known.size >= MAX_LISTS) known.delete(known.keys().next().value as string);
      known.set(list, total);
    }
    return total;
  };
}
