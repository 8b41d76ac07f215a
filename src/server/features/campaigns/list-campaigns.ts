import { and, count, desc, inArray } from "drizzle-orm";
import type { CampaignSummary } from "~/shared/campaigns/schema";
import type { Database } from "../../domain/database";
import { campaign, campaignRecipient } from "../../domain/campaigns/tables";

/** The history shows this many sends, newest first. */
export const CAMPAIGN_HISTORY_SIZE = 50;

type CampaignRow = Pick<
  typeof campaign.$inferSelect,
  "id" | "subject" | "status" | "total" | "createdAt" | "finishedAt"
>;

/** What the history and the progress bar read of a campaign row. */
export const campaignColumns = {
  id: campaign.id,
  subject: campaign.subject,
  status: campaign.status,
  total: campaign.total,
  createdAt: campaign.createdAt,
  finishedAt: campaign.finishedAt,
};

/** Adds the sent and failed counts of the given campaigns, in one grouped query (indexed). */
export async function summarizeCampaigns(
  db: Database,
  rows: CampaignRow[],
): Promise<CampaignSummary[]> {
  if (rows.length === 0) return [];
  const counts = await db
    .select({
      campaignId: campaignRecipient.campaignId,
      status: campaignRecipient.status,
      n: count(),
    })
    .from(campaignRecipient)
    .where(
      and(
        inArray(
          campaignRecipient.campaignId,
          rows.map((row) => row.id),
        ),
        inArray(campaignRecipient.status, ["sent", "failed"]),
      ),
    )
    .groupBy(campaignRecipient.campaignId, campaignRecipient.status);
  const countOf = (id: string, status: "sent" | "failed") =>
    counts.find((entry) => entry.campaignId === id && entry.status === status)?.n ?? 0;
  return rows.map((row) => ({
    id: row.id,
    subject: row.subject,
    status: row.status,
    total: row.total,
    sent: countOf(row.id, "sent"),
    failed: countOf(row.id, "failed"),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  }));
}

/** The latest sends, newest first, with their progress. */
export async function listCampaigns(options: { db: Database }): Promise<CampaignSummary[]> {
  const rows = await options.db
    .select(campaignColumns)
    .from(campaign)
    .orderBy(desc(campaign.createdAt), desc(campaign.id))
    .limit(CAMPAIGN_HISTORY_SIZE);
  return summarizeCampaigns(options.db, rows);
}
