import { z } from "~/shared/validation/zod";
import { playLogCopy } from "../copy/play-log";
import { playerWaitReasons, type PlayerWaitReason } from "./player-waits";
import type { Recording } from "./recording";
import { rowIdSchema } from "../validation/ids";

const errors = playLogCopy.waits.errors;

/** Since the service exists: anything earlier is a device whose clock was never set. */
const isPlausible = (iso: string) => Date.parse(iso) >= Date.UTC(2020, 0, 1);

const moment = (message: string) =>
  z.iso.datetime({ offset: true, error: message, abort: true }).refine(isPlausible, message);

/**
 * The player began to wait for a tap (decision 021). `id` is made by the browser, so a
 * start sent twice records one wait; `startedAt` is the device's clock, set by the server's.
 * `zoneId`: the zone whose player waits (decision 023); without it, the establishment's
 * Principal zone, as for plays.
 */
export const playerWaitStartSchema = z.strictObject({
  id: rowIdSchema,
  establishmentId: rowIdSchema,
  zoneId: rowIdSchema.optional(),
  startedAt: moment(errors.invalidStart),
  reason: z.enum(playerWaitReasons, { error: errors.invalidReason }),
});
export type PlayerWaitStart = z.infer<typeof playerWaitStartSchema>;

/** The wait is over (someone tapped, or the player stopped waiting): the device's clock. */
export const playerWaitEndSchema = z.strictObject({
  endedAt: moment(errors.invalidEnd),
});
export type PlayerWaitEnd = z.infer<typeof playerWaitEndSchema>;

/** A wait as the server keeps it: the device's start and end, and the server's receipts. */
export interface PlayerWait {
  id: string;
  establishmentId: string;
  zoneId: string;
  reason: PlayerWaitReason;
  startedAt: string;
  /** Null while the player has not said the wait ended. */
  endedAt: string | null;
  receivedAt: string;
  endedReceivedAt: string | null;
}

/** The waits of a history's range, newest first: at most MAX_WAITS_LISTED, of `total`. */
export interface PlayerWaitList {
  waits: PlayerWaitEntry[];
  total: number;
}

/** A wait in the history, with its moments on the establishment's clock. */
export interface PlayerWaitEntry {
  id: string;
  reason: PlayerWaitReason;
  startedAt: string;
  endedAt: string | null;
  /** "YYYY-MM-DD" and "HH:MM:SS" of the start, and of the end if there is one. */
  localDate: string;
  localTime: string;
  localEndDate: string | null;
  localEndTime: string | null;
  /** When the server had the start (its clock), and so whether it was recorded live or late. */
  receivedAt: string;
  recording: Recording;
  localReceivedDate: string;
  localReceivedTime: string;
}
