import { z } from "~/shared/validation/zod";
import { publicApiCopy } from "../copy/public-api";
import { networkStatuses } from "../network/network-status";
import { playEndings, playKinds } from "../play-log/play-facts";
import { transportCommandSchema, type ZoneStatus } from "../remote/schema";
import { rowIdSchema } from "../validation/ids";
import { pageNumberSchema } from "../validation/page-number";

const errors = publicApiCopy.errors;

/**
 * The public API's version 1 (decision 046): each request and each answer has its schema
 * here, the validators use them, and /api/v1/openapi.json is generated from them, so the
 * document cannot say what the routes do not. Within v1 fields are only added.
 */

const instant = z.iso.datetime({ offset: true, error: errors.from });

/** GET /api/v1/zones: a page of the zones the token's creator may see. */
export const v1ZonesQuerySchema = z.strictObject({
  page: pageNumberSchema(errors.page),
  status: z.enum(networkStatuses, errors.status).optional(),
  establishmentId: rowIdSchema.optional(),
});
export type V1ZonesQuery = z.infer<typeof v1ZonesQuerySchema>;

export const v1ZoneSchema = z.object({
  zoneId: z.string(),
  zoneName: z.string(),
  establishmentId: z.string(),
  establishmentName: z.string(),
  status: z.enum(networkStatuses),
  /** When the zone entered its status; null: not known yet. */
  since: z.string().nullable(),
  nowPlaying: z.object({ title: z.string(), artist: z.string() }).nullable(),
  /** 0–1 as the player last said; null: no player heard yet. */
  volume: z.number().nullable(),
});
export type V1Zone = z.infer<typeof v1ZoneSchema>;

export const v1ZonesPageSchema = z.object({
  zones: z.array(v1ZoneSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type V1ZonesPage = z.infer<typeof v1ZonesPageSchema>;

/** Plays per page of GET /api/v1/plays unless `limit` says fewer or more. */
export const V1_PLAYS_DEFAULT_LIMIT = 100;

/** GET /api/v1/plays: the play log from `from` to `to`, oldest first, by cursor. */
export const v1PlaysQuerySchema = z
  .strictObject({
    from: instant.optional(),
    to: instant.optional(),
    zoneId: rowIdSchema.optional(),
    cursor: z.string(errors.cursor).max(200, errors.cursor).optional(),
    limit: z.coerce
      .number({ error: errors.limit })
      .int(errors.limit)
      .min(1, errors.limit)
      .max(500, errors.limit)
      .default(V1_PLAYS_DEFAULT_LIMIT),
  })
  .refine((query) => !query.from || !query.to || query.from < query.to, {
    message: errors.range,
    path: ["to"],
  });
export type V1PlaysQuery = z.infer<typeof v1PlaysQuerySchema>;

export const v1PlaySchema = z.object({
  zoneId: z.string(),
  establishmentId: z.string(),
  /** The play's number in its zone's sealed chain, and the chain's hash at it. */
  seq: z.number().int(),
  hash: z.string(),
  kind: z.enum(playKinds),
  title: z.string(),
  artist: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  secondsHeard: z.number(),
  ending: z.enum(playEndings),
});
export type V1Play = z.infer<typeof v1PlaySchema>;

export const v1PlaysPageSchema = z.object({
  plays: z.array(v1PlaySchema),
  /** Pass it back as `cursor` for the next page; null: this was the last. */
  nextCursor: z.string().nullable(),
});
export type V1PlaysPage = z.infer<typeof v1PlaysPageSchema>;

export const v1ZoneParamSchema = z.strictObject({ zoneId: rowIdSchema });

/** POST /api/v1/zones/:zoneId/commands: the remote's own transport commands. */
export const v1CommandSchema = transportCommandSchema;

export const v1CommandAnswerSchema = z.object({
  id: z.string(),
  status: z.enum(["playing", "paused", "closed", "offline", "no-player"] satisfies ZoneStatus[]),
});
