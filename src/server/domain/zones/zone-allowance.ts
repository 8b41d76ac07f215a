import { and, count, eq, inArray } from "drizzle-orm";
import { isCurrentSubscription } from "~/shared/accounts/current-subscription";
import { zonesCopy } from "~/shared/copy/zones";
import { zonesCoveredBy } from "~/shared/plans/zones-covered";
import { AppError } from "../app-error";
import type { Database } from "../database";
import { establishment } from "../establishments/tables";
import { subscription } from "../subscriptions/tables";
import { user } from "../accounts/tables";
import { isLiveZoneOf } from "./live-zones";
import { zone } from "./tables";

/**
 * How many zones the user's subscription pays for (decision 027): the number its running
 * paid subscription charges at its next renewal — a lower number asked for counts at once
 * (decision 035), so zones added back before the renewal are paid for; null — no limit —
 * for an admin or complimentary access (and for no paid subscription at all, which the
 * access guard refuses before this is asked).
 */
export async function paidZonesOf(db: Database, userId: string): Promise<number | null> {
  const [owner] = await db.select({ role: user.role }).from(user).where(eq(user.id, userId));
  if (owner?.role === "admin") return null;
  const rows = await db
    .select()
    .from(subscription)
    .where(
      and(eq(subscription.userId, userId), inArray(subscription.status, ["trialing", "active"])),
    );
  if (rows.some((row) => row.provider === "complimentary")) return null;
  const now = new Date();
  const paid = rows.filter(
    (row) => row.provider !== "complimentary" && isCurrentSubscription(row, now),
  );
  return paid.length > 0 ? Math.max(...paid.map(zonesCoveredBy)) : null;
}

/** The live zones of the user's listed establishments: what is paid for. */
export async function liveZonesOfOwner(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ zones: count() })
    .from(zone)
    .innerJoin(establishment, eq(zone.establishmentId, establishment.id))
    .where(isLiveZoneOf(userId));
  return Number(row?.zones ?? 0);
}

/**
 * Locks the owner's row until the transaction ends: everything that changes how many zones
 * there are or are paid for — adding a zone or an establishment, changing the number paid
 * for, a renewal — takes this one lock first (decision 035), so each reads the others'
 * outcome and none decides on a count another is changing. "No key update": rows that only
 * point at the user (an intent's key, a session) can still be written meanwhile, so a
 * transaction that wrote one first cannot deadlock with another waiting here.
 */
export async function lockZonesOf(tx: Database, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for("no key update");
}

/**
 * Inside the transaction that adds a zone (or an establishment, with its Principal zone):
 * the owner's row is locked, so two additions at once cannot both pass, and one zone more
 * than the subscription pays for is refused with ZONES_NOT_PAID — the web then offers to
 * raise the number, prorated.
 */
export async function refuseZoneBeyondPaid(tx: Database, userId: string): Promise<void> {
  await lockZonesOf(tx, userId);
  const paid = await paidZonesOf(tx, userId);
  if (paid === null) return;
  if ((await liveZonesOfOwner(tx, userId)) >= paid)
    throw new AppError("ZONES_NOT_PAID", zonesCopy.errors.notPaid(paid));
}
