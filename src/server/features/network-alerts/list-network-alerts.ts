import { and, asc, count, desc, eq, gte, isNull, or, sql } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import { ALERTS_PAGE_SIZE } from "~/shared/network/alerts";
import type { NetworkAlertsPage } from "~/shared/network/alerts-schema";
import type { Database } from "../../domain/database";
import { zoneAlert } from "../../domain/network/tables";
import { workedZones } from "../../domain/zones/worked-zones";
import { namedEpisodes } from "./episodes";

/** How far back the page lists episodes that ended. */
const RECENT_MS = 30 * 24 * 3_600_000;

/**
 * GET /api/network/alerts: the episodes the person may see — the owner's all, a manager's
 * of the establishments and zones they work in — open ones first, then those of the last
 * 30 days, latest first.
 */
export async function listNetworkAlerts(options: {
  db: Database;
  account: TeamAccount;
  page: number;
  now: Date;
}): Promise<NetworkAlertsPage> {
  const { db, account, page } = options;
  const open = isNull(zoneAlert.recoveredAt);
  const seen = and(
    eq(zoneAlert.ownerId, account.ownerId),
    workedZones(account, { zoneId: zoneAlert.zoneId, establishmentId: zoneAlert.establishmentId }),
    or(open, gte(zoneAlert.raisedAt, new Date(options.now.getTime() - RECENT_MS))),
  );
  const [totals] = await db
    .select({ all: count(), open: count(sql`case when ${open} then 1 end`) })
    .from(zoneAlert)
    .where(seen);
  const rows = await namedEpisodes(db)
    .where(seen)
    .orderBy(sql`${open} desc`, desc(zoneAlert.raisedAt), asc(zoneAlert.id))
    .limit(ALERTS_PAGE_SIZE)
    .offset((page - 1) * ALERTS_PAGE_SIZE);
  return {
    alerts: rows.map((row) => ({
      id: row.id,
      zoneId: row.zoneId,
      zoneName: row.zoneName,
      establishmentId: row.establishmentId,
      tradingName: row.tradingName,
      kind: row.kind,
      startedAt: row.startedAt.toISOString(),
      raisedAt: row.raisedAt.toISOString(),
      recoveredAt: row.recoveredAt?.toISOString() ?? null,
    })),
    open: totals?.open ?? 0,
    page,
    pageCount: Math.max(1, Math.ceil((totals?.all ?? 0) / ALERTS_PAGE_SIZE)),
  };
}
