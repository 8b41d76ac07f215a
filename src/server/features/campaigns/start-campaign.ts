import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { campaignsCopy } from "~/shared/copy/campaigns";
import type { StartedCampaign } from "~/shared/campaigns/schema";
import { campaign, campaignRecipient } from "../../domain/campaigns/tables";
import { user } from "../../domain/accounts/tables";
import type { InfraDeps } from "../../deps";
import { AppError } from "../../domain/app-error";
import { transactionExecutor } from "../../infra/jobs/job-queue";
import { CAMPAIGN_QUEUE, campaignChunks, campaignQueueOptions } from "./send-campaign-chunk";
import { sanitizeEmailHtml } from "./sanitize-html";

/**
 * Starts a send to every verified user who consents to campaign e-mails. One transaction fixes the
 * recipients (one row per address) and enqueues their jobs: a crash can leave neither a
 * campaign without jobs nor jobs without a campaign. The worker does the sending.
 */
export async function startCampaign(
  deps: Pick<InfraDeps, "database" | "jobs" | "events">,
  options: { subject: string; content: string; adminId: string },
): Promise<StartedCampaign> {
  const content = sanitizeEmailHtml(options.content);
  if (!content.trim()) {
    throw new AppError("BAD_REQUEST", "The content is empty once sanitised", {
      issues: [{ path: "content", message: campaignsCopy.send.incomplete }],
    });
  }
  await deps.jobs.createQueue(CAMPAIGN_QUEUE, campaignQueueOptions);

  const id = randomUUID();
  const total = await deps.database.db.transaction(async (tx) => {
    await tx.insert(campaign).values({
      id,
      subject: options.subject,
      content,
      createdBy: options.adminId,
    });
    const recipients = await tx
      .insert(campaignRecipient)
      .select((qb) =>
        qb
          .select({
            id: sql<string>`gen_random_uuid()::text`.as("id"),
            campaignId: sql<string>`${id}`.as("campaign_id"),
            userId: user.id,
            email: user.email,
            name: user.name,
            status: sql<"pending">`'pending'`.as("status"),
            attempts: sql<number>`0`.as("attempts"),
            lastError: sql<string | null>`null`.as("last_error"),
            sentAt: sql<Date | null>`null`.as("sent_at"),
          })
          .from(user)
          .where(and(eq(user.emailVerified, true), eq(user.campaignsConsent, true))),
      )
      .onConflictDoNothing({ target: [campaignRecipient.campaignId, campaignRecipient.email] })
      .returning({ id: campaignRecipient.id });

    if (recipients.length === 0) {
      await tx
        .update(campaign)
        .set({ status: "done", finishedAt: new Date() })
        .where(eq(campaign.id, id));
      return 0;
    }
    await tx.update(campaign).set({ total: recipients.length }).where(eq(campaign.id, id));
    const chunks = campaignChunks(
      id,
      recipients.map((row) => row.id),
    );
    await deps.jobs.insert(CAMPAIGN_QUEUE, chunks, { executor: transactionExecutor(tx) });
    return recipients.length;
  });

  deps.jobs.notify(CAMPAIGN_QUEUE);
  await deps.events.publish({ topic: "campaigns" });
  return { id, total };
}
