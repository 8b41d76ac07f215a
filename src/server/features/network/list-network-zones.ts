import { and, asc, eq, ilike, or, sql } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import { devicesCopy } from "~/shared/copy/devices";
import { networkStatuses, type NetworkStatus } from "~/shared/network/network-status";
import {
  NETWORK_PAGE_SIZE,
  type NetworkZone,
  type NetworkZonesPage,
  type NetworkZonesQuery,
} from "~/shared/network/schema";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { zoneWatch } from "../../domain/network/tables";
import { device } from "../../domain/playback-claims/tables";
import { isLiveZoneOf } from "../../domain/zones/live-zones";
import { workedZones } from "../../domain/zones/worked-zones";
import { zone, zoneState } from "../../domain/zones/tables";

/**
 * A zone's status as its watch row keeps it (decision 041). A zone without one yet (added
 * a moment ago, before the minute's check) reads as "Cerrado": nothing is known to sound.
 */
const statusOf = sql<NetworkStatus>`coalesce(${zoneWatch.status}, 'closed')`;

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * "Estado de la red": one page of the zones the person may see, with what each is doing
 * (decision 041), searched and filtered in SQL so that a chain of 5 000 zones answers as
 * fast as a shop of one. Two queries: the page's rows, and one pass over every zone in
 * scope for the chips' counts (all filters but the status) and the filters' choices (every
 * province, and the establishments of the province chosen, whatever else is chosen).
 */
export async function listNetworkZones(options: {
  db: Database;
  account: TeamAccount;
  query: NetworkZonesQuery;
  /** How long a device plays what it kept once cut off (OFFLINE_HOURS). */
  reserveHours: number;
  now?: Date;
}): Promise<NetworkZonesPage> {
  const { db, account, query } = options;
  const now = options.now ?? new Date();
  // A member sees the zones they work in (worksInZone, in SQL).
  const inScope = and(
    isLiveZoneOf(account.ownerId),
    workedZones(account, { zoneId: zone.id, establishmentId: zone.establishmentId }),
  );
  const pattern = `%${escapeLike(query.search)}%`;
  // All filters but the status: what the chips count.
  const filtered = and(
    query.search
      ? or(ilike(establishment.tradingName, pattern), ilike(zone.name, pattern))
      : undefined,
    query.province ? eq(establishment.province, query.province) : undefined,
    query.establishmentId ? eq(establishment.id, query.establishmentId) : undefined,
  );

  const [rows, groups] = await Promise.all([
    db
      .select({
        zoneId: zone.id,
        zoneName: zone.name,
        establishmentId: establishment.id,
        tradingName: establishment.tradingName,
        province: establishment.province,
        city: establishment.city,
        status: statusOf,
        since: zoneWatch.since,
        state: zoneState.state,
        seenAt: zoneState.seenAt,
        device: { browser: device.browser, system: device.system, name: device.name },
      })
      .from(zone)
      .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
      .leftJoin(zoneWatch, eq(zoneWatch.zoneId, zone.id))
      .leftJoin(zoneState, eq(zoneState.zoneId, zone.id))
      // A player's device, by the name the owner's account knows it by (the claim remembers it).
      .leftJoin(
        device,
        and(eq(device.userId, establishment.userId), eq(device.id, zoneState.deviceId)),
      )
      .where(and(inScope, filtered, query.status ? sql`${statusOf} = ${query.status}` : undefined))
      .orderBy(
        asc(establishment.tradingName),
        asc(establishment.id),
        asc(zone.position),
        asc(zone.id),
      )
      .limit(NETWORK_PAGE_SIZE)
      .offset((query.page - 1) * NETWORK_PAGE_SIZE),
    // Grouping sets: one row per establishment (the filters' choices) and one per status
    // (its count under the other filters), in one pass over the zones in scope.
    db
      .select({
        establishmentId: establishment.id,
        tradingName: establishment.tradingName,
        city: establishment.city,
        province: establishment.province,
        status: sql<NetworkStatus | null>`case when grouping(${statusOf}) = 0 then ${statusOf} end`,
        zones: sql<number>`(count(*) filter (where ${filtered ?? sql`true`}))::int`,
      })
      .from(zone)
      .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
      .leftJoin(zoneWatch, eq(zoneWatch.zoneId, zone.id))
      .where(inScope)
      .groupBy(
        sql`grouping sets ((${establishment.id}, ${establishment.tradingName}, ${establishment.city}, ${establishment.province}), (${statusOf}))`,
      ),
  ]);

  const counts = Object.fromEntries(networkStatuses.map((status) => [status, 0])) as Record<
    NetworkStatus,
    number
  >;
  const provinces = new Set<string>();
  const establishments: NetworkZonesPage["establishments"] = [];
  for (const group of groups) {
    if (group.status) counts[group.status] = group.zones;
    else {
      provinces.add(group.province);
      // A chain's thousand establishments weigh a hundred kilobytes: those of the province
      // chosen, the only ones its select offers.
      if (!query.province || group.province === query.province)
        establishments.push({
          id: group.establishmentId,
          tradingName: group.tradingName,
          city: group.city,
        });
    }
  }
  const byName = new Intl.Collator("es-ES", { sensitivity: "base" }).compare;
  establishments.sort((a, b) => byName(a.tradingName, b.tradingName) || byName(a.city, b.city));
  const total = query.status
    ? counts[query.status]
    : networkStatuses.reduce((sum, status) => sum + counts[status], 0);

  const reserveMs = options.reserveHours * 3_600_000;
  return {
    zones: rows.map((row): NetworkZone => ({
      zoneId: row.zoneId,
      zoneName: row.zoneName,
      establishmentId: row.establishmentId,
      tradingName: row.tradingName,
      province: row.province,
      city: row.city,
      status: row.status,
      since: row.since?.toISOString() ?? null,
      track:
        row.status === "playing" && row.state?.track
          ? { title: row.state.track.title, artist: row.state.track.artist }
          : null,
      deviceName: row.state
        ? row.device
          ? (row.device.name ?? devicesCopy.name(row.device))
          : devicesCopy.unnamed
        : null,
      // The reserve runs from when the server last heard the player.
      reserveLeftMinutes:
        row.status === "offline" && row.seenAt
          ? Math.max(0, Math.floor((reserveMs - (now.getTime() - row.seenAt.getTime())) / 60_000))
          : null,
      volume: row.state?.volume ?? null,
    })),
    counts,
    provinces: [...provinces].sort(byName),
    establishments,
    page: query.page,
    pageSize: NETWORK_PAGE_SIZE,
    pageCount: Math.max(1, Math.ceil(total / NETWORK_PAGE_SIZE)),
    total,
  };
}
