import type { PauseNote } from "~/shared/invoices/invoiced-payment";
import type { Database } from "../../domain/database";
import { pausesCovering } from "../../domain/seasonal-pauses/pauses-of";
import type { SubscriptionRow } from "../../domain/subscriptions/tables";
import { firstPeriodEnd } from "./first-period-end";

/** The billing period after the subscription's current one; null before it has one. */
export function nextPeriodOf(row: Pick<SubscriptionRow, "currentPeriodEnd" | "interval">) {
  if (!row.currentPeriodEnd) return null;
  const start = row.currentPeriodEnd;
  return {
    start,
    end: firstPeriodEnd({ now: start, interval: row.interval ?? "month", trialDays: 0 }),
  };
}

/**
 * The owner's zones paused for the whole of `period` (decision 044), as the invoice names
 * them: each is not charged for it. A period a pause covers in part is charged as usual.
 */
export async function pausedZonesFor(
  db: Pick<Database, "select">,
  options: { ownerId: string; period: { start: Date; end: Date } | null },
): Promise<PauseNote[]> {
  if (!options.period) return [];
  const pauses = await pausesCovering(db, { ownerId: options.ownerId, period: options.period });
  return pauses.map((pause) => ({ zoneName: pause.zoneName, from: pause.from, to: pause.to }));
}
