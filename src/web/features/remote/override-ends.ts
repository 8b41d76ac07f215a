import type { ScheduleSource } from "~/shared/schedules/schema";

/** Until two hours from now, unless the owner chooses. */
export const DEFAULT_END = 3;

/** A source as a select's value: "playlist:<id>" or "genre:<id>". */
export const sourceKey = (source: ScheduleSource) =>
  source.kind === "playlist" ? `playlist:${source.playlistId}` : `genre:${source.genreId}`;

/** The source a select's value stands for. */
export function sourceFromKey(key: string): ScheduleSource {
  const [kind, id = ""] = key.split(":");
  return kind === "genre" ? { kind: "genre", genreId: id } : { kind: "playlist", playlistId: id };
}
