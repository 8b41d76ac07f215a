import { z } from "zod";
import { accountsCopy } from "../copy/accounts";
import { emailMarketingCopy } from "../copy/email-marketing";
import { MAX_EMAIL_CONTENT_LENGTH } from "./marketing";

const incomplete = emailMarketingCopy.send.incomplete;

/** 'Enviar a todos los usuarios': subject and body are required (spec §5). */
export const marketingSendSchema = z.strictObject({
  subject: z.string().trim().min(1, incomplete).max(200, accountsCopy.tooLong),
  content: z.string().trim().min(1, incomplete).max(MAX_EMAIL_CONTENT_LENGTH, accountsCopy.tooLong),
});
export type MarketingSendInput = z.input<typeof marketingSendSchema>;

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
