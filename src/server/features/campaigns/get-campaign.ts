import { eq } from "drizzle-orm";
import type { CampaignSummary } from "~/shared/campaigns/schema";
import type { Database } from "../../domain/database";
import { campaign } from "../../domain/campaigns/tables";
import { AppError } from "../../domain/app-error";
import { campaignColumns, summarizeCampaigns } from "./list-campaigns";

/** One send and its progress, for the progress bar; 404 when there is none. */
export async function getCampaign(options: { db: Database; id: string }): Promise<CampaignSummary> {
  const rows = await options.db
    .select(campaignColumns)
    .from(campaign)
    .where(eq(campaign.id, options.id));
  const [summary] = await summarizeCampaigns(options.db, rows);
  if (!summary) throw new AppError("NOT_FOUND", "No such campaign");
  return summary;
}
