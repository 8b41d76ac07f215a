import { z } from "~/shared/validation/zod";

/**
 * The id of one of our own rows (genre, song, playlist, template, campaign): a UUID,
 * checked before any query, so nothing else ever reaches the database as an id.
 */
export const rowIdSchema = z.uuid();

/**
 * An id another part made: better-auth's user ids (32 letters and digits; the CLI's
 * admins have UUIDs) and the test checkout's sessions (`local_cs_…`). Letters, digits,
 * "_" and "-" only.
 */
export const externalIdPattern = /^[A-Za-z0-9_-]{1,100}$/;
export const externalIdSchema = z.string().regex(externalIdPattern);
