import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { campaign, campaignRecipient } from "../../domain/campaigns/tables";
import { user } from "../../domain/accounts/tables";
import type { InfraDeps } from "../../deps";
import type { Job, QueueOptions } from "../../infra/jobs/job-queue";
import { prepareCampaignBody, renderCampaignEmail } from "./render-campaign-email";

/*
 * Sending a campaign: "never skip one, send each once".
 *
 * Every recipient is a row (pending → sending → sent | failed) and belongs to exactly one
 * job of CHUNK_SIZE recipients. A recipient is claimed (→ sending) in one statement before
 * its message goes out and recorded (→ sent) right after the SMTP server accepted it, so
 * a row is never sent twice by two workers and a sent row is never sent again.
 *
 * The one window left is between the server's "250 OK" and our "sent" commit: if the
 * process dies there (kill -9, power cut), the row stays `sending` and the retry of its
 * job sends it again. SMTP has no way to ask "did you already take this?", so for the few
 * messages in flight at a crash (at most SEND_CONCURRENCY) the choice is between
 * at-least-once (resend them) and at-most-once (give them up). We never skip: a `sending`
 * row is claimed again, but only by a retry of its own job (the earlier attempt is over:
 * it failed, was stopped, or expired when its process died), and the window is kept to
 * one UPDATE.
 *
 * SMTP answers: 5xx to the recipient or the message is permanent (→ failed, with the
 * reason); 4xx leaves the row pending and the job is retried with back-off; an error that
 * is about the server rather than the message (connection refused, timeout, 421, login)
 * also stops the rest of the chunk until that retry.
 */

// The queue's name is stored with every job: renaming it would strand jobs in flight.
export const CAMPAIGN_QUEUE = "marketing-campaign";

/** Recipients per job: 20 000 recipients are 400 jobs, inserted in one statement. */
export const CHUNK_SIZE = 50;

/**
 * Messages in flight at once per server process: one chunk at a time, in five lanes (the
 * SMTP mailer keeps as many connections).
 */
export const SEND_CONCURRENCY = 5;

export const campaignQueueOptions = {
  // Temporary failures (greylisting, a server down for a while) are retried for hours:
  // back-off 2 s, 4 s, 8 s… up to 10 minutes between attempts.
  retryLimit: 60,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 600,
  // A chunk whose process died is retried once this has passed since it started. A live
  // attempt stops claiming after a third of it, leaving the rest for the messages in
  // flight (the mailer's timeouts bound them), so two attempts never overlap.
  expireInSeconds: 45,
  deleteAfterSeconds: 7 * 24 * 3600,
} satisfies QueueOptions;

export interface CampaignChunk {
  campaignId: string;
  recipientIds: string[];
}

/** A campaign's recipients as the jobs that send them, CHUNK_SIZE each. */
export function campaignChunks(campaignId: string, recipientIds: string[]) {
  const chunks: { data: CampaignChunk }[] = [];
  for (let start = 0; start < recipientIds.length; start += CHUNK_SIZE) {
    chunks.push({
      data: { campaignId, recipientIds: recipientIds.slice(start, start + CHUNK_SIZE) },
    });
  }
  return chunks;
}

type SendDeps = Pick<InfraDeps, "database" | "mailer" | "env" | "logger">;

type Outcome = "permanent" | "recipient-temporary" | "server-temporary";

/** What an SMTP error means for this recipient (nodemailer sets responseCode and command). */
function classify(error: unknown): Outcome {
  const { responseCode, command, code } = (error ?? {}) as Record<string, unknown>;
  // An address nodemailer itself refuses to put in an envelope: no retry will help.
  if (code === "EENVELOPE" && command === "API") return "permanent";
  const aboutMessage = command === "RCPT TO" || command === "DATA";
  if (typeof responseCode !== "number" || !aboutMessage || responseCode === 421)
    return "server-temporary";
  // 503 is a protocol sequence error, not an answer about the recipient.
  if (responseCode >= 500 && responseCode !== 503) return "permanent";
  if (responseCode >= 400 && responseCode < 500) return "recipient-temporary";
  return "server-temporary";
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

async function setOutcome(
  db: Database,
  id: string,
  values: { status: "sent" | "failed" | "pending"; lastError: string | null },
) {
  await db
    .update(campaignRecipient)
    .set({ ...values, sentAt: values.status === "sent" ? new Date() : null })
    .where(eq(campaignRecipient.id, id));
}

/** Marks the campaign done once none of its recipients is pending or sending. */
export async function finishCampaignIfDone(db: Database, campaignId: string): Promise<boolean> {
  const finished = await db
    .update(campaign)
    .set({ status: "done", finishedAt: new Date() })
    .where(
      and(
        eq(campaign.id, campaignId),
        eq(campaign.status, "sending"),
        sql`not exists (select 1 from ${campaignRecipient}
          where ${campaignRecipient.campaignId} = ${campaignId}
            and ${campaignRecipient.status} in ('pending', 'sending'))`,
      ),
    )
    .returning({ id: campaign.id });
  return finished.length > 0;
}

/**
 * One job: the chunk's recipients, SEND_CONCURRENCY at a time. Throws when some are left
 * (a temporary failure, the deadline, a shutdown), so the queue retries the job later;
 * those already sent or failed are skipped then.
 */
export async function sendCampaignChunk(
  deps: SendDeps,
  job: Job<CampaignChunk>,
  signal: AbortSignal,
): Promise<{ done: boolean }> {
  const { db } = deps.database;
  const { campaignId, recipientIds } = job.data;
  const secret = deps.env.AUTH_SECRET;
  if (!secret) throw new Error("AUTH_SECRET is needed to sign unsubscribe links");

  const [found] = await db
    .select({ subject: campaign.subject, content: campaign.content })
    .from(campaign)
    .where(eq(campaign.id, campaignId));
  if (!found) return { done: false }; // deleted, with its recipients

  // On the first attempt only pending rows are ours to take; a `sending` row can only
  // have been left by an earlier attempt of this same job, which is over by now.
  const claimable: ("pending" | "sending")[] =
    job.retryCount > 0 ? ["pending", "sending"] : ["pending"];
  const lastAttempt = job.retryCount >= job.retryLimit;
  // Stop claiming well before the queue would take this attempt for dead and start
  // another one over the same rows.
  const deadline = Date.now() + (job.expireInSeconds * 1000) / 3;
  const todo = [...recipientIds];
  let serverTrouble = false;

  const claim = async (id: string) => {
    const [row] = await db
      .update(campaignRecipient)
      .set({ status: "sending", attempts: sql`${campaignRecipient.attempts} + 1` })
      .where(
        and(
          eq(campaignRecipient.id, id),
          eq(campaignRecipient.campaignId, campaignId),
          inArray(campaignRecipient.status, claimable),
        ),
      )
      .returning({
        id: campaignRecipient.id,
        email: campaignRecipient.email,
        name: campaignRecipient.name,
        userId: campaignRecipient.userId,
        // Checked now, not when the campaign started: consent withdrawn is honoured at once.
        consents: sql<boolean | null>`(select ${user.campaignsConsent} from ${user}
          where ${user.id} = ${campaignRecipient.userId})`,
      });
    return row;
  };

  const body = prepareCampaignBody(found.content, deps.env.APP_URL);
  const sendTo = async (id: string) => {
    const row = await claim(id);
    if (!row) return; // sent, failed, or not ours
    if (!row.userId || row.consents !== true) {
      const lastError = row.userId ? "unsubscribed before sending" : "account deleted";
      await setOutcome(db, row.id, { status: "failed", lastError });
      return;
    }
    const message = renderCampaignEmail({
      subject: found.subject,
      content: body,
      recipient: { userId: row.userId, email: row.email, name: row.name },
      identity: deps.env.publicConfig,
      appUrl: deps.env.APP_URL,
      secret,
    });
    try {
      await deps.mailer.send({ to: row.email, ...message });
    } catch (error) {
      const outcome = classify(error);
      if (outcome === "server-temporary") serverTrouble = true;
      const lastError = reasonOf(error);
      deps.logger.warn({ err: error, campaignId, outcome }, "campaign message not sent");
      await setOutcome(db, row.id, {
        status: outcome === "permanent" || lastAttempt ? "failed" : "pending",
        lastError,
      });
      return;
    }
    // The window described at the top of this file: keep nothing between these two.
    await setOutcome(db, row.id, { status: "sent", lastError: null });
  };

  // The last attempt goes through its whole chunk: nothing would retry what it leaves.
  const mustStop = () =>
    signal.aborted || (!lastAttempt && (serverTrouble || Date.now() > deadline));
  const lane = async () => {
    for (let id = todo.shift(); id !== undefined; id = todo.shift()) {
      if (mustStop()) return;
      await sendTo(id);
    }
  };
  await Promise.all(Array.from({ length: SEND_CONCURRENCY }, lane));

  const [left] = await db
    .select({ n: count() })
    .from(campaignRecipient)
    .where(
      and(
        inArray(campaignRecipient.id, recipientIds),
        inArray(campaignRecipient.status, ["pending", "sending"]),
      ),
    );
  const remaining = left?.n ?? 0;
  if (remaining > 0) {
    throw new Error(`${remaining} recipient(s) of campaign ${campaignId} left for a retry`);
  }
  return { done: await finishCampaignIfDone(db, campaignId) };
}

/** How often, at most, the admins' screens are told that a campaign progressed. */
const PROGRESS_EVERY_MS = 1000;

/**
 * The campaign worker of this process (the server registers it at boot, so whatever a
 * previous process left unfinished is picked up again).
 */
export async function registerCampaignWorker(
  deps: SendDeps & Pick<InfraDeps, "jobs" | "events">,
): Promise<void> {
  await deps.jobs.createQueue(CAMPAIGN_QUEUE, campaignQueueOptions);
  let lastProgress = 0;
  const progress = async (force: boolean) => {
    if (!force && Date.now() - lastProgress < PROGRESS_EVERY_MS) return;
    lastProgress = Date.now();
    await deps.events.publish({ topic: "campaigns" });
  };
  await deps.jobs.work<CampaignChunk>(
    CAMPAIGN_QUEUE,
    { batchSize: 1, concurrency: 1, pollingIntervalSeconds: 2 },
    async (jobs, signal) => {
      for (const job of jobs) {
        let done = false;
        try {
          ({ done } = await sendCampaignChunk(deps, job, signal));
        } catch (error) {
          deps.logger.warn(
            { err: error, campaignId: job.data.campaignId, attempt: job.retryCount + 1 },
            "campaign chunk unfinished; its job will be retried",
          );
          throw error;
        } finally {
          await progress(done);
        }
      }
    },
  );
}
