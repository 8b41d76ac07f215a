import { and, asc, eq, inArray } from "drizzle-orm";
import { campaign, campaignRecipient } from "../../domain/campaigns/tables";
import type { InfraDeps } from "../../deps";
import { transactionExecutor } from "../../infra/jobs/job-queue";
import {
  CAMPAIGN_QUEUE,
  campaignChunks,
  campaignQueueOptions,
  finishCampaignIfDone,
} from "./send-campaign-chunk";

/**
 * Enqueues again what unfinished campaigns have left to send, for a database whose jobs
 * were lost: a PostgreSQL backup holds the campaigns and their recipients but not
 * pg-boss's queue. A recipient that was `sending` when the backup was taken goes back to
 * pending and is sent again rather than never (send-campaign-chunk.ts: we never skip).
 * Returns how many recipients were enqueued.
 */
export async function resumeCampaigns(deps: Pick<InfraDeps, "database" | "jobs">): Promise<number> {
  await deps.jobs.createQueue(CAMPAIGN_QUEUE, campaignQueueOptions);
  const { db } = deps.database;
  const unfinished = await db
    .select({ id: campaign.id })
    .from(campaign)
    .where(eq(campaign.status, "sending"))
    .orderBy(asc(campaign.createdAt));
  let enqueued = 0;
  for (const { id } of unfinished) {
    enqueued += await db.transaction(async (tx) => {
      const left = await tx
        .update(campaignRecipient)
        .set({ status: "pending" })
        .where(
          and(
            eq(campaignRecipient.campaignId, id),
            inArray(campaignRecipient.status, ["pending", "sending"]),
          ),
        )
        .returning({ id: campaignRecipient.id });
      const chunks = campaignChunks(
        id,
        left.map((row) => row.id),
      );
      await deps.jobs.insert(CAMPAIGN_QUEUE, chunks, { executor: transactionExecutor(tx) });
      return left.length;
    });
    // Everything was sent or failed before the backup, but the campaign was not marked.
    await finishCampaignIfDone(db, id);
  }
  deps.jobs.notify(CAMPAIGN_QUEUE);
  return enqueued;
}
