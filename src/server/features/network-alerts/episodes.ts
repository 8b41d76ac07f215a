import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zoneAlert, zoneWatch } from "../../domain/network/tables";
import { zone } from "../../domain/zones/tables";

/**
 * Episodes with what the e-mails and the page name them by: the zone, its establishment
 * and its clock, and the zone's status now. Add the rows' condition and order.
 */
export const namedEpisodes = (db: Database) =>
  db
    .select({
      id: zoneAlert.id,
      zoneId: zoneAlert.zoneId,
      establishmentId: zoneAlert.establishmentId,
      ownerId: zoneAlert.ownerId,
      kind: zoneAlert.kind,
      startedAt: zoneAlert.startedAt,
      raisedAt: zoneAlert.raisedAt,
      recoveredAt: zoneAlert.recoveredAt,
      alertSentAt: zoneAlert.alertSentAt,
      recoverySentAt: zoneAlert.recoverySentAt,
      zoneName: zone.name,
      tradingName: establishment.tradingName,
      timeZone: establishment.timeZone,
      status: zoneWatch.status,
    })
    .from(zoneAlert)
    .innerJoin(zone, eq(zone.id, zoneAlert.zoneId))
    .innerJoin(establishment, eq(establishment.id, zoneAlert.establishmentId))
    .leftJoin(zoneWatch, eq(zoneWatch.zoneId, zoneAlert.zoneId))
    .$dynamic();

export type NamedEpisode = Awaited<ReturnType<ReturnType<typeof namedEpisodes>["execute"]>>[number];

/** Where an episode is, for `worksInZone`. */
export const whereOf = (episode: Pick<NamedEpisode, "zoneId" | "establishmentId">) => ({
  id: episode.zoneId,
  establishmentId: episode.establishmentId,
});
