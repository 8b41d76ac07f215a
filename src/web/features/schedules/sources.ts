import type { NamedSource, ScheduleSource } from "~/shared/schedules/schema";

interface Named {
  id: string;
  name: string;
}

/** A source as a select's value: "playlist:<id>" or "genre:<id>". */
export const sourceKey = (source: ScheduleSource) =>
  source.kind === "playlist" ? `playlist:${source.playlistId}` : `genre:${source.genreId}`;

/** The source a select's value stands for. */
export function sourceFromKey(key: string): ScheduleSource {
  const [kind, id = ""] = key.split(":");
  return kind === "genre" ? { kind: "genre", genreId: id } : { kind: "playlist", playlistId: id };
}

/** Every source a slot may play, grouped as the select shows them. */
export interface SourceChoices {
  publicLists: NamedSource[];
  ownLists: NamedSource[];
  genres: NamedSource[];
}

export function sourceChoices(lists: {
  publicLists: readonly Named[];
  ownLists: readonly Named[];
  genres: readonly Named[];
}): SourceChoices {
  const playlist = (owner: "public" | "own") => (list: Named) => ({
    source: { kind: "playlist", playlistId: list.id } as const,
    name: list.name,
    owner,
  });
  return {
    publicLists: lists.publicLists.map(playlist("public")),
    ownLists: lists.ownLists.map(playlist("own")),
    genres: lists.genres.map((genre) => ({
      source: { kind: "genre", genreId: genre.id } as const,
      name: genre.name,
    })),
  };
}

/**
 * What a new slot (or a template's) plays until the owner chooses: the owner's own first
 * list — theirs stays while they keep it — else the first public list, else a genre.
 */
export const firstSource = (choices: SourceChoices): ScheduleSource | undefined =>
  (choices.ownLists[0] ?? choices.publicLists[0] ?? choices.genres[0])?.source;

/**
 * A source's name: from the lists the page has, else from the names the saved schedule
 * brought (a list shared once and gone since), else `unknown`.
 */
export function sourceName(
  source: ScheduleSource,
  choices: SourceChoices,
  saved: readonly NamedSource[],
  unknown: string,
): string {
  const key = sourceKey(source);
  const all = [...choices.publicLists, ...choices.ownLists, ...choices.genres, ...saved];
  return all.find((named) => sourceKey(named.source) === key)?.name ?? unknown;
}
