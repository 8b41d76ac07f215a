import { schedulesCopy } from "~/shared/copy/schedules";
import type { NamedSource } from "~/shared/schedules/schema";
import type { Database } from "../../domain/database";
import { nameSources } from "./name-sources";
import { sourceKey, type PlacedSource } from "./placed-sources";
import { refusal } from "./refusal";

/**
 * The named sources, when the user may play every one of them; otherwise a 400 naming each
 * place that uses an unknown genre or list, or another user's private list.
 */
export async function usableSources(
  db: Pick<Database, "select">,
  options: { userId: string; placed: PlacedSource[] },
): Promise<NamedSource[]> {
  const named = await nameSources(db, {
    userId: options.userId,
    sources: options.placed.map((placed) => placed.source),
  });
  const known = new Set(named.map((found) => sourceKey(found.source)));
  const missing = options.placed
    .filter((placed) => !known.has(sourceKey(placed.source)))
    .map((placed) => ({ path: placed.path, message: schedulesCopy.errors.sourceNotFound }));
  const [first, ...rest] = missing;
  if (first) throw refusal([first, ...rest]);
  return named;
}
