import { z } from "./zod";

/**
 * `?page=` of a paged list: a whole number from 1 (the default), refused with the list's
 * own words. Up to 10 000: past it no list of ours has pages.
 */
export const pageNumberSchema = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message).max(10_000, message).default(1);
