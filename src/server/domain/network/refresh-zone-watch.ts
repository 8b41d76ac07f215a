import { and, eq, inArray, isNotNull, isNull, or, sql, type SQLWrapper } from "drizzle-orm";
import { networkTopic, type ChangeEvent } from "~/shared/events/topics";
import { networkStatus } from "~/shared/network/network-status";
import { whatPlays } from "~/shared/schedules/evaluate";
import type { OpeningDay, SpecialDate } from "~/shared/schedules/schema";
import { pausedAt, type PauseDates } from "~/shared/seasonal-pauses/pause-window";
import type { Database } from "../database";
import { establishment } from "../establishments/tables";
import { schedule } from "../schedules/tables";
import { seasonalPause } from "../seasonal-pauses/tables";
import { zone, zoneState } from "../zones/tables";
import { zoneWatch } from "./tables";

/** Who is told that an owner's network changed: the event bus, handed in by the caller. */
export interface NetworkEvents {
  publish(event: ChangeEvent): Promise<void>;
}

export interface WatchRefresh {
  db: Database;
  events: NetworkEvents;
  /** How long a cut-off player plays on from what it kept (OFFLINE_HOURS). */
  reserveHours: number;
  now: Date;
}

/** Watch rows written per statement. */
const WRITE_BATCH = 1_000;

const stateField = (field: "playing" | "offline" | "closed") =>
  sql<boolean | null>`(${zoneState.state}->>${field})::boolean`;

/**
 * What a zone's status is read from, besides the zone itself: the fields of its state the
 * status reads, its opening hours as text — the week's and the special dates', without
 * their slots, which open and close nothing — and its watch as it stands. Text, so that
 * zones with the same hours are worked out once.
 */
const factColumns = {
  playing: stateField("playing"),
  offline: stateField("offline"),
  closed: stateField("closed"),
  seenAt: zoneState.seenAt,
  opening: sql<string | null>`(${schedule.programme}->'opening')::text`,
  specialDates: sql<string | null>`(select jsonb_agg(jsonb_build_object(
      'from', special->'from', 'to', special->'to', 'hours', special->'hours'))
    from jsonb_array_elements(${schedule.programme}->'specialDates') special)::text`,
  watched: zoneWatch.status,
};

/**
 * A zone's seasonal pauses not long over, as text (decision 044): which of them silences
 * it now is the establishment's clock's to say.
 */
const pausesOf = (zoneId: SQLWrapper) =>
  sql<string | null>`(select jsonb_agg(jsonb_build_object(
      'from', ${seasonalPause.fromDate}, 'to', ${seasonalPause.toDate},
      'endedAt', ${seasonalPause.endedAt}))
    from ${seasonalPause} where ${seasonalPause.zoneId} = ${zoneId}
      and ${seasonalPause.toDate} >= current_date - 2)::text`;

/** Whether one of the pauses (as `pausesOf` reads them) silences the zone at `now`. */
function inSeasonalPause(pauses: string | null, timeZone: string, now: Date): boolean {
  if (pauses === null) return false;
  return (JSON.parse(pauses) as PauseDates[]).some((pause) =>
    pausedAt(
      { ...pause, endedAt: pause.endedAt && new Date(pause.endedAt).toISOString() },
      timeZone,
      now,
    ),
  );
}

/** Every live zone with its facts, in one query. */
function readFacts(db: Database) {
  return db
    .select({
      zoneId: zone.id,
      establishmentId: zone.establishmentId,
      ownerId: establishment.userId,
      timeZone: establishment.timeZone,
      ...factColumns,
      pauses: pausesOf(zone.id),
    })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .leftJoin(zoneState, eq(zoneState.zoneId, zone.id))
    .leftJoin(schedule, eq(schedule.zoneId, zone.id))
    .leftJoin(zoneWatch, eq(zoneWatch.zoneId, zone.id))
    .where(and(isNull(zone.archivedAt), isNull(establishment.archivedAt)));
}

type Facts = Omit<Awaited<ReturnType<typeof readFacts>>[number], "timeZone"> & {
  timeZone: string;
};

/**
 * Whether the programme has the zone open at `now` (null: no programme, so no opening
 * hours), by the schedule's own evaluator; remembered by hours and time zone for the call.
 */
function openingHours(now: Date) {
  const known = new Map<string, boolean>();
  return (facts: Facts): boolean | null => {
    if (facts.opening === null) return null;
    const key = `${facts.timeZone}\n${facts.opening}\n${facts.specialDates}`;
    let open = known.get(key);
    if (open === undefined) {
      const specials = JSON.parse(facts.specialDates ?? "[]") as Omit<SpecialDate, "slots">[];
      const evaluated = whatPlays(
        {
          opening: JSON.parse(facts.opening) as OpeningDay[],
          slots: [],
          specialDates: specials.map((special) => ({ ...special, id: "", name: "", slots: [] })),
          timeZone: facts.timeZone,
          override: null,
        },
        now,
      );
      open = evaluated.reason.kind !== "closed";
      known.set(key, open);
    }
    return open;
  };
}

/**
 * Works out the zones' statuses as of `now` and writes those that changed (and those of
 * zones not watched yet); answers the owner of each. `since` moves only with the status.
 * `always`: writes unchanged ones too, stamping `checkedAt`. A row checked later than `now`
 * is left alone: a player's state that arrived while the minute's check was reading is not
 * undone by it.
 */
async function writeStatuses(
  { db, reserveHours, now }: WatchRefresh,
  zones: Facts[],
  always = false,
): Promise<string[]> {
  const openNow = openingHours(now);
  const reserveMs = reserveHours * 3_600_000;
  const changedOwners: string[] = [];
  const rows = zones.flatMap((facts) => {
    const { playing, offline, closed, seenAt } = facts;
    const state =
      seenAt && playing !== null
        ? {
            playing,
            offline: offline ?? false,
            closed: closed ?? false,
            seenAt: seenAt.toISOString(),
          }
        : null;
    const seasonalPause = inSeasonalPause(facts.pauses, facts.timeZone, now);
    const status = networkStatus({ state, open: openNow(facts), reserveMs, seasonalPause }, now);
    if (status !== facts.watched) changedOwners.push(facts.ownerId);
    else if (!always) return [];
    const { zoneId, establishmentId, ownerId } = facts;
    return [{ zoneId, establishmentId, ownerId, status, since: now, checkedAt: now }];
  });
  for (let first = 0; first < rows.length; first += WRITE_BATCH)
    await db
      .insert(zoneWatch)
      .values(rows.slice(first, first + WRITE_BATCH))
      .onConflictDoUpdate({
        target: zoneWatch.zoneId,
        set: {
          establishmentId: sql`excluded.establishment_id`,
          ownerId: sql`excluded.owner_id`,
          status: sql`excluded.status`,
          since: sql`case when ${zoneWatch.status} = excluded.status then ${zoneWatch.since} else excluded.since end`,
          checkedAt: sql`excluded.checked_at`,
        },
        setWhere: sql`${zoneWatch.checkedAt} <= excluded.checked_at`,
      });
  return changedOwners;
}

async function tell(events: NetworkEvents, owners: Iterable<string>) {
  for (const ownerId of new Set(owners)) await events.publish({ topic: networkTopic(ownerId) });
}

/**
 * One zone's status, again, as soon as its player reported (decision 041): the network's
 * page shows a zone that starts or stops at once, not at the next minute. The request
 * already knows whose zone it is and on which clock; the state it just saved, the
 * programme and the watch are read in one query. Answers whether the status changed (then
 * the owner's network topic was published).
 */
export async function refreshZoneWatch(
  refresh: WatchRefresh & { zone: { zoneId: string; ownerId: string; timeZone: string } },
): Promise<{ changed: boolean }> {
  const { zoneId, ownerId, timeZone } = refresh.zone;
  const zones = await refresh.db
    .select({
      zoneId: zoneState.zoneId,
      establishmentId: zoneState.establishmentId,
      ...factColumns,
      pauses: pausesOf(zoneState.zoneId),
    })
    .from(zoneState)
    .leftJoin(schedule, eq(schedule.zoneId, zoneState.zoneId))
    .leftJoin(zoneWatch, eq(zoneWatch.zoneId, zoneState.zoneId))
    .where(eq(zoneState.zoneId, zoneId));
  const owners = await writeStatuses(
    refresh,
    zones.map((facts) => ({ ...facts, ownerId, timeZone })),
    true,
  );
  await tell(refresh.events, owners);
  return { changed: owners.length > 0 };
}

/**
 * Every live zone's status, as the minute's check sees it: what time alone changes (an
 * opening, a closing, a player gone quiet) and zones added since. One read for all the
 * zones, and a write for those whose status changed only: a quiet minute of 5 000 zones
 * writes nothing. The watch rows of zones and establishments archived since are removed:
 * they have no status any more. Each owner whose network changed hears it once.
 */
export async function refreshNetworkWatch(
  refresh: WatchRefresh,
): Promise<{ zones: number; changed: number }> {
  const { db } = refresh;
  const zones = await readFacts(db);
  const owners = await writeStatuses(refresh, zones);
  const archived = db
    .select({ id: zone.id })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(or(isNotNull(zone.archivedAt), isNotNull(establishment.archivedAt)));
  const removed = await db
    .delete(zoneWatch)
    .where(inArray(zoneWatch.zoneId, archived))
    .returning({ ownerId: zoneWatch.ownerId });
  await tell(refresh.events, [...owners, ...removed.map((row) => row.ownerId)]);
  return { zones: zones.length, changed: owners.length };
}
