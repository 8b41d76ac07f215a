import { eq } from "drizzle-orm";
import { userTopic } from "~/shared/events/topics";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";
import type { EventBus } from "../../infra/realtime/event-bus";

/**
 * Withdraws the user's consent to campaign e-mails. Idempotent, and a user deleted since the
 * e-mail was sent is simply nothing to do.
 */
export async function unsubscribe(options: {
  db: Database;
  events: EventBus;
  userId: string;
}): Promise<void> {
  const updated = await options.db
    .update(user)
    .set({ campaignsConsent: false, campaignsConsentAt: null })
    .where(eq(user.id, options.userId))
    .returning({ id: user.id });
  if (updated.length > 0) await options.events.publish({ topic: userTopic(options.userId) });
}
