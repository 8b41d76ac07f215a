import { DAY_MINUTES } from "../schedules/day-minutes";
import { z } from "~/shared/validation/zod";
import { messagesCopy } from "../copy/messages";
import { rowIdSchema } from "../validation/ids";
import { endMinuteSchema, startMinuteSchema, weekdays } from "../schedules/schema";
import { singleLine } from "../validation/text";
import { MIN_DUCK_DB, MAX_DUCK_DB } from "./ducking";

const errors = messagesCopy.errors;

/**
 * An account's own announcements (decision 028): audio it uploads or records in the browser,
 * played between songs or at an exact time over the music ("Campañas de mensajes").
 * Messages are never music: never in the catalogue, never another account's, logged apart.
 */

export const MAX_MESSAGE_NAME = 60;
/** An account's messages and campaigns, at most: the lists are answered whole. */
export const MAX_MESSAGES = 100;
export const MAX_CAMPAIGNS = 100;
/** An announcement, not a song: longer than this is refused. */
export const MAX_MESSAGE_SECONDS = 180;
export const MAX_MESSAGE_MB = 20;
export const MAX_MESSAGE_BYTES = MAX_MESSAGE_MB * 1024 * 1024;
/** How far above the music's target loudness a message plays (LU), by default and at most. */
export const DEFAULT_MESSAGE_LEVEL_DB = 3;
export const MIN_MESSAGE_LEVEL_DB = -6;
export const MAX_MESSAGE_LEVEL_DB = 12;

export const MAX_CAMPAIGN_MESSAGES = 20;
export const MAX_CAMPAIGN_ZONES = 200;
export const MAX_EXACT_TIMES = 48;
export const MAX_EVERY_SONGS = 50;
export const MAX_MIN_MINUTES = 240;

const localDate = z.iso.date(errors.invalidDate);
const name = (required: string) =>
  singleLine().min(1, required).max(MAX_MESSAGE_NAME, errors.nameTooLong(MAX_MESSAGE_NAME));

/** A number from `min` to `max`, any refusal of it said by the one `message`. */
const numberBetween = (min: number, max: number, message: string) =>
  z.number(message).min(min, message).max(max, message);
/** The same for a whole number. */
const wholeBetween = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message);

const levelDb = numberBetween(
  MIN_MESSAGE_LEVEL_DB,
  MAX_MESSAGE_LEVEL_DB,
  errors.invalidLevel(MIN_MESSAGE_LEVEL_DB, MAX_MESSAGE_LEVEL_DB),
);

/** Validity: from a local date, until one (inclusive) or for good (null). */
const validity = <Shape extends { validFrom: string; validUntil: string | null }>(
  value: Shape,
  ctx: z.RefinementCtx,
) => {
  if (value.validUntil !== null && value.validUntil < value.validFrom)
    ctx.addIssue({ code: "custom", path: ["validUntil"], message: errors.untilBeforeFrom });
};

/** A message's details: what the owner names and sets (PATCH /api/messages/:id). */
export const messageFieldsSchema = z
  .strictObject({
    name: name(errors.nameRequired),
    validFrom: localDate,
    validUntil: localDate.nullable(),
    levelDb,
  })
  .superRefine(validity);
export type MessageFields = z.infer<typeof messageFieldsSchema>;

/**
 * The text fields of an upload (multipart/form-data, POST /api/messages, with `file`):
 * numbers and the empty "until" come as text. The file is checked by its bytes.
 */
export const messageUploadFieldsSchema = z
  .object({
    name: name(errors.nameRequired),
    validFrom: localDate,
    validUntil: z
      .string()
      .transform((text) => text.trim() || null)
      .pipe(localDate.nullable())
      .default(null),
    levelDb: z.coerce
      .number(errors.invalidLevel(MIN_MESSAGE_LEVEL_DB, MAX_MESSAGE_LEVEL_DB))
      .pipe(levelDb)
      .default(DEFAULT_MESSAGE_LEVEL_DB),
  })
  .superRefine(validity);
export type MessageUploadFields = z.infer<typeof messageUploadFieldsSchema>;

/** A message as the API returns it. */
export interface Message {
  id: string;
  name: string;
  validFrom: string;
  validUntil: string | null;
  levelDb: number;
  durationSeconds: number;
  mimeType: string;
  /** As measured on upload (null: silent throughout, or a format measured nowhere). */
  loudnessLufs: number | null;
  truePeakDbtp: number | null;
  leadingSilenceSeconds: number;
  trailingSilenceSeconds: number;
  /** The gain it plays at: to the music's target plus `levelDb`, kept under the true peak. */
  gainDb: number;
  /** Where the player fetches it: `/api/messages/:id/audio`. */
  audioPath: string;
  createdAt: string;
}

/** Any minute of the day, 00:00 … 23:59 (exact times need not fall on a quarter). */
export const exactMinuteSchema = wholeBetween(0, DAY_MINUTES - 1, errors.invalidTime);

const unique = <T>(items: readonly T[]) => new Set(items).size === items.length;

/**
 * How a campaign's messages sound. Between songs: after at least `everySongs` songs and at
 * least `minMinutes` since the last message (either may be null, not both), inside its
 * hours (local, 15-minute steps; an end not after the start crosses midnight). At exact
 * times: the music is lowered by `duckDb` while the message plays over it.
 */
export const campaignModeSchema = z.discriminatedUnion("kind", [
  z
    .strictObject({
      kind: z.literal("between"),
      everySongs: wholeBetween(
        1,
        MAX_EVERY_SONGS,
        errors.invalidEverySongs(MAX_EVERY_SONGS),
      ).nullable(),
      minMinutes: wholeBetween(
        0,
        MAX_MIN_MINUTES,
        errors.invalidMinMinutes(MAX_MIN_MINUTES),
      ).nullable(),
      start: startMinuteSchema,
      end: endMinuteSchema,
    })
    .refine((mode) => mode.everySongs !== null || mode.minMinutes !== null, {
      message: errors.intervalRequired,
      path: ["everySongs"],
    }),
  z.strictObject({
    kind: z.literal("exact"),
    times: z
      .array(exactMinuteSchema)
      .min(1, errors.timesRequired)
      .max(MAX_EXACT_TIMES, errors.tooManyTimes(MAX_EXACT_TIMES))
      .refine(unique, errors.timesRepeated),
    duckDb: numberBetween(MIN_DUCK_DB, MAX_DUCK_DB, errors.invalidDuck(MIN_DUCK_DB, MAX_DUCK_DB)),
  }),
]);
export type CampaignMode = z.infer<typeof campaignModeSchema>;

/** "Campañas de mensajes": what the owner saves (POST /api/message-campaigns, PUT …/:id). */
export const messageCampaignInputSchema = z
  .strictObject({
    name: name(errors.campaignNameRequired),
    messageIds: z
      .array(rowIdSchema)
      .min(1, errors.messagesRequired)
      .max(MAX_CAMPAIGN_MESSAGES, errors.tooManyMessages(MAX_CAMPAIGN_MESSAGES))
      .refine(unique, errors.messagesRepeated),
    zoneIds: z
      .array(rowIdSchema)
      .min(1, errors.zonesRequired)
      .max(MAX_CAMPAIGN_ZONES)
      .refine(unique, errors.zonesRepeated),
    validFrom: localDate,
    validUntil: localDate.nullable(),
    weekdays: z
      .array(z.union(weekdays.map((day) => z.literal(day))), errors.weekdaysRequired)
      .min(1, errors.weekdaysRequired)
      .max(7)
      .refine(unique, errors.weekdaysRequired),
    mode: campaignModeSchema,
  })
  .superRefine(validity);
export type MessageCampaignInput = z.infer<typeof messageCampaignInputSchema>;

/** A campaign as the API returns it, with the names the screen shows. */
export interface MessageCampaign extends MessageCampaignInput {
  id: string;
  messages: { id: string; name: string }[];
  /** Its zones with their establishment's name, in the order the account lists them. */
  zones: { id: string; name: string; establishmentId: string; establishmentName: string }[];
  createdAt: string;
}

/** A campaign as a zone's player follows it. */
export type ZoneCampaign = MessageCampaignInput & { id: string };

/**
 * What a zone's player keeps (GET /api/zones/:zoneId/messages), also offline: the
 * campaigns that reach the zone, and every message of the account (valid today or later)
 * — those the campaigns play, and any the remote may ask to play now.
 */
export interface ZoneMessages {
  zoneId: string;
  /** The establishment's wall clock, which the times follow. */
  timeZone: "Europe/Madrid" | "Atlantic/Canary";
  campaigns: ZoneCampaign[];
  messages: Message[];
  updatedAt: string;
}

/** "Vista del día": one message to come in a zone. */
export interface ComingMessage {
  /** The local time ("21:45"), or for between songs the campaign's hours. */
  at: string;
  kind: CampaignMode["kind"];
  campaignId: string;
  campaignName: string;
  messageNames: string[];
  /** The zones, named "Sala" or "Sala (Bar Centro)" when the account has several establishments. */
  zoneNames: string[];
}
