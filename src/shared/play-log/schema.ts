import { z } from "~/shared/validation/zod";
import { playLogCopy } from "../copy/play-log";
import { MAX_PLAY_SPAN_MS, type Recording } from "./recording";
import { rowIdSchema } from "../validation/ids";
import { offlineLeaseSchema } from "../player/schema";
import type { PlayerWaitList } from "./waits-schema";
import {
  playEndings,
  playKinds,
  playOrigins,
  type PlayEnding,
  type PlayKind,
  type PlayOrigin,
} from "./play-facts";

/** Plays one request may carry; the player sends fewer, more often. */
export const MAX_PLAY_BATCH = 100;

/** Since the service exists: anything earlier is a device whose clock was never set. */
const isPlausible = (iso: string) => Date.parse(iso) >= Date.UTC(2020, 0, 1);

const moment = z.iso
  .datetime({ offset: true, error: playLogCopy.errors.invalidStart })
  .refine(isPlausible, playLogCopy.errors.invalidStart);

/**
 * One play as the player reports it. `id` is made by the browser, so a batch sent twice
 * (a lost answer, a reload) never adds a row twice. Start and end are the device's clock,
 * which the player sets by the server's (decision 017); the time heard fits between them.
 * `lease`: the offline lease the device held when the play began, which a play that
 * reaches the server late must lie inside. `zoneId`: the zone whose stream it was
 * (decision 023); a play without one (queued by a player from before zones) is its
 * establishment's Principal zone's. `kind`: a message's play names the message's id in
 * `songId`; a play without one (from a player before messages) is a song's.
 */
export const playReportSchema = z
  .strictObject({
    id: rowIdSchema,
    establishmentId: rowIdSchema,
    zoneId: rowIdSchema.optional(),
    songId: rowIdSchema,
    kind: z.enum(playKinds).optional(),
    startedAt: moment,
    endedAt: moment,
    secondsHeard: z
      .number()
      .min(0)
      .max(MAX_PLAY_SPAN_MS / 1000),
    ending: z.enum(playEndings),
    /** Random per browser, kept in its storage. */
    deviceId: rowIdSchema,
    origin: z.enum(playOrigins),
    lease: offlineLeaseSchema.nullable().default(null),
  })
  .superRefine((play, ctx) => {
    const span = Date.parse(play.endedAt) - Date.parse(play.startedAt);
    if (!Number.isFinite(span)) return;
    const fault = (path: string, message: string) =>
      ctx.addIssue({ code: "custom", path: [path], message });
    if (span < 0) fault("endedAt", playLogCopy.errors.endsBeforeStart);
    else if (span > MAX_PLAY_SPAN_MS) fault("endedAt", playLogCopy.errors.tooLong);
    // A millisecond of slack: the two clocks' readings round to it.
    else if (play.secondsHeard * 1000 > span + 1)
      fault("secondsHeard", playLogCopy.errors.heardMoreThanSpan);
  });
export type PlayReport = z.infer<typeof playReportSchema>;

export const playBatchSchema = z.strictObject({
  plays: z.array(playReportSchema).min(1).max(MAX_PLAY_BATCH),
});
export type PlayBatch = z.infer<typeof playBatchSchema>;

/** What the server answers to a batch: new rows, and rows it already had. */
export interface PlayBatchResult {
  accepted: number;
  duplicates: number;
}

/** A calendar day, YYYY-MM-DD, in the establishment's local time. */
export const localDateSchema = z.iso.date(playLogCopy.errors.invalidDate);

export const PLAY_HISTORY_PAGE_SIZE = 50;
/** The longest range one history or CSV covers: a year, leap day included. */
export const MAX_HISTORY_DAYS = 366;

/** Days from `from` to `to`, both YYYY-MM-DD, counting both (1 for the same day). */
export function daysInRange(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

const rangeShape = {
  establishmentId: rowIdSchema,
  /** One zone's plays (decision 023); without it, every zone's. */
  zoneId: rowIdSchema.optional(),
  from: localDateSchema,
  to: localDateSchema,
};

/** `from` ≤ `to`, and at most MAX_HISTORY_DAYS days. */
function checkRange(range: { from: string; to: string }, ctx: z.core.$RefinementCtx) {
  // Zod runs this even when a date failed already: that date has said what is wrong.
  if (![range.from, range.to].every((date) => localDateSchema.safeParse(date).success)) return;
  const days = daysInRange(range.from, range.to);
  if (days < 1)
    ctx.addIssue({ code: "custom", path: ["to"], message: playLogCopy.errors.rangeOrder });
  else if (days > MAX_HISTORY_DAYS)
    ctx.addIssue({
      code: "custom",
      path: ["to"],
      message: playLogCopy.errors.rangeTooLong(MAX_HISTORY_DAYS),
    });
}

/** "Historial de reproducción": one establishment, an inclusive range of local days. */
export const playHistoryQuerySchema = z
  .strictObject({
    ...rangeShape,
    page: z.coerce.number().int().min(1).max(100_000).default(1),
  })
  .superRefine(checkRange);
export type PlayHistoryQuery = z.infer<typeof playHistoryQuerySchema>;

/** The CSV export: the same range, every row. */
export const playExportQuerySchema = z.strictObject(rangeShape).superRefine(checkRange);
export type PlayExportQuery = z.infer<typeof playExportQuerySchema>;

/** One row of the history, as the API returns it. */
export interface PlayHistoryEntry {
  id: string;
  /** The zone whose stream it was, and its name (decision 023). */
  zoneId: string;
  zoneName: string;
  startedAt: string;
  endedAt: string;
  /** "YYYY-MM-DD" and "HH:MM:SS" in the establishment's time zone: start, and end. */
  localDate: string;
  localTime: string;
  localEndTime: string;
  /** When the server had it (its clock), and so whether it was recorded live or late. */
  receivedAt: string;
  /** "DD/MM" and "HH:MM" of the receipt, in the establishment's time zone. */
  localReceivedDate: string;
  localReceivedTime: string;
  recording: Recording;
  /** A message's row names the message in `songId` and `title`, and has no artist. */
  kind: PlayKind;
  songId: string;
  title: string;
  artist: string;
  secondsHeard: number;
  ending: PlayEnding;
  deviceId: string;
  /** "Chrome en Android", or the name its owner gave it. */
  deviceName: string;
  /** Where the audio came from: the network, or the device's offline reserve. */
  origin: PlayOrigin;
}

/** A day's music — plays and seconds of songs — and, apart, its messages (decision 028). */
export interface PlayHistoryDay {
  localDate: string;
  plays: number;
  seconds: number;
  messages: number;
}

export interface PlayHistoryPage {
  plays: PlayHistoryEntry[];
  /** The player's waits over the whole range, whatever the page (decision 021). */
  waits: PlayerWaitList;
  days: PlayHistoryDay[];
  page: number;
  pageSize: number;
  total: number;
}
