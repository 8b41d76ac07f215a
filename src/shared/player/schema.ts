import { z } from "~/shared/validation/zod";
import { rowIdSchema } from "../validation/ids";

/**
 * /api/access?songId=…&deviceId=…: asked before a song plays, it also answers where its
 * audio is, the server's time, and a lease to play offline on that device.
 */
export const accessQuerySchema = z.strictObject({
  songId: rowIdSchema.optional(),
  deviceId: rowIdSchema.optional(),
});

/** The server's permission for one device to play offline until `expiresAt` (and log it). */
export const offlineLeaseSchema = z.strictObject({
  deviceId: rowIdSchema,
  issuedAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  signature: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
});
export type OfflineLease = z.infer<typeof offlineLeaseSchema>;

/**
 * A signed audio link's query. Either part missing is an unsigned link, which the audio
 * route refuses like a forged one (403), not as malformed input.
 */
export const audioLinkQuerySchema = z.strictObject({
  expires: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 40)
    .optional(),
  signature: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,100}$/)
    .optional(),
});
