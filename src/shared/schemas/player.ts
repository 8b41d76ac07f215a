import { z } from "zod";
import { rowIdSchema } from "./ids";

/** /api/access?songId=…: asked before a song plays, it also answers where its audio is. */
export const accessQuerySchema = z.strictObject({ songId: rowIdSchema.optional() });

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
