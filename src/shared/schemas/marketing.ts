import { z } from "zod";
import { accountsCopy } from "../copy/accounts";
import { emailMarketingCopy } from "../copy/email-marketing";

const incomplete = emailMarketingCopy.templates.incomplete;

/** The largest e-mail body accepted, in characters of HTML (images are links, not data). */
export const MAX_EMAIL_CONTENT_LENGTH = 500_000;

/** A saved template (spec §5: name, subject and body are required). */
export const templateSchema = z.strictObject({
  name: z.string().trim().min(1, incomplete).max(80, accountsCopy.tooLong),
  subject: z.string().trim().min(1, incomplete).max(200, accountsCopy.tooLong),
  content: z.string().min(1, incomplete).max(MAX_EMAIL_CONTENT_LENGTH, accountsCopy.tooLong),
  /** Replace the template of the same name (ignoring case and accents) instead of a 409. */
  overwrite: z.boolean().optional(),
});
export type TemplateInput = z.input<typeof templateSchema>;

/** A template as the API answers it. */
export interface EmailTemplate {
  id: string;
  name: string;
  subject: string;
  content: string;
  updatedAt: string;
}

/** The signed-in user's choice on the profile page. */
export const marketingPreferenceSchema = z.strictObject({ optOut: z.boolean() });
export type MarketingPreferenceInput = z.input<typeof marketingPreferenceSchema>;

/**
 * The token of an unsubscribe link: in the query (mail clients' one-click POST, RFC 8058)
 * or in a JSON body (our /unsubscribe page).
 */
export const unsubscribeSchema = z.object({ token: z.string().max(500).optional() });
