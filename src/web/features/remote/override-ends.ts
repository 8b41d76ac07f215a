import type { ScheduleSource } from "~/shared/schemas/schedules";

const HALF_HOUR_MS = 30 * 60_000;
/** The server takes an end at most a day ahead: every half hour from the next, within it. */
const CHOICES = 47;
/** Until two hours from now, unless the owner chooses. */
export const DEFAULT_END = 3;

/**
 * The ends "Poner esta lista hasta las …" offers, each worded on the establishment's
 * clock (the owner may be elsewhere, the music sounds there).
 */
export function endChoices(now: number, timeZone: string) {
  const time = new Intl.DateTimeFormat("es-ES", {
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone,
  });
  const first = Math.ceil((now + 1) / HALF_HOUR_MS) * HALF_HOUR_MS;
  return Array.from({ length: CHOICES }, (_, step) => {
    const at = new Date(first + step * HALF_HOUR_MS);
    return { value: at.toISOString(), time: time.format(at) };
  });
}

/** A source as a select's value: "playlist:<id>" or "genre:<id>". */
export const sourceKey = (source: ScheduleSource) =>
  source.kind === "playlist" ? `playlist:${source.playlistId}` : `genre:${source.genreId}`;

/** The source a select's value stands for. */
export function sourceFromKey(key: string): ScheduleSource {
  const [kind, id = ""] = key.split(":");
  return kind === "genre" ? { kind: "genre", genreId: id } : { kind: "playlist", playlistId: id };
}
