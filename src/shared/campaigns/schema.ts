import { z } from "~/shared/validation/zod";
import { accountsCopy } from "../copy/accounts";
import { campaignsCopy } from "../copy/campaigns";
import { multiLine, singleLine } from "../validation/text";

const incomplete = campaignsCopy.templates.incomplete;

/** The largest e-mail body accepted, in characters of HTML (images are links, not data). */
export const MAX_EMAIL_CONTENT_LENGTH = 500_000;

/** A saved template (product §5: name, subject and body are required). */
export const templateSchema = z.strictObject({
  name: singleLine().min(1, incomplete).max(80, accountsCopy.tooLong(80)),
  subject: singleLine().min(1, incomplete).max(200, accountsCopy.tooLong(200)),
  content: multiLine()
    .min(1, incomplete)
    .max(MAX_EMAIL_CONTENT_LENGTH, accountsCopy.tooLong(MAX_EMAIL_CONTENT_LENGTH)),
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

/** Consent to campaign e-mails: the registration form's box and the profile's switch. */
export const campaignsConsentField = z.boolean({ error: campaignsCopy.consent.invalid });

/** The signed-in user's choice on the profile page. */
export const campaignsConsentSchema = z.strictObject({ campaignsConsent: campaignsConsentField });

/**
 * The token of an unsubscribe link: in the query (mail clients' one-click POST, RFC 8058)
 * or in a JSON body (our /unsubscribe page).
 */
export const unsubscribeSchema = z.object({ token: singleLine().max(500).optional() });

const sendIncomplete = campaignsCopy.send.incomplete;

/** 'Enviar a todos los usuarios': subject and body are required (product §5). */
export const campaignSendSchema = z.strictObject({
  subject: singleLine().min(1, sendIncomplete).max(200, accountsCopy.tooLong(200)),
  content: multiLine()
    .min(1, sendIncomplete)
    .max(MAX_EMAIL_CONTENT_LENGTH, accountsCopy.tooLong(MAX_EMAIL_CONTENT_LENGTH)),
});
export type CampaignSendInput = z.input<typeof campaignSendSchema>;

export type CampaignStatus = "sending" | "done";

/** One send as the history and the progress bar show it. */
export interface CampaignSummary {
  id: string;
  subject: string;
  status: CampaignStatus;
  /** Recipients fixed when the send started. */
  total: number;
  sent: number;
  failed: number;
  createdAt: string;
  finishedAt: string | null;
}

/** What starting a send answers (201). */
export interface StartedCampaign {
  id: string;
  total: number;
}
