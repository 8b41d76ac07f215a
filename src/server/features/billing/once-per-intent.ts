import { oncePerIntent, type Intent } from "../../domain/idempotency/once-per-intent";
import { deferEvents } from "./defer-events";
import type { BillingDeps } from "./deps";

/**
 * A change that charges (a plan, the zones), once per intent: `change` runs in one
 * transaction with the intent's key claimed — the events it publishes wait for the commit —
 * and the invoice it issued, if any, is e-mailed once committed. A replay sends nothing.
 */
export async function chargeOncePerIntent<Answer>(
  deps: BillingDeps,
  intent: Intent,
  change: (
    within: Pick<BillingDeps, "db" | "events">,
  ) => Promise<{ answer: Answer; invoiceId: string | null }>,
): Promise<Answer> {
  const deferred = deferEvents(deps.events);
  let invoiceId: string | null = null;
  const answer = await deps.db.transaction((tx) =>
    oncePerIntent(tx, intent, async () => {
      const done = await change({ db: tx, events: deferred.events });
      invoiceId = done.invoiceId;
      return done.answer;
    }),
  );
  await deferred.flush();
  await deps.invoices.send([invoiceId]);
  return answer;
}
