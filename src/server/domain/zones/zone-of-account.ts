import { and, asc, eq } from "drizzle-orm";
import type { EstablishmentTimeZone } from "~/shared/addresses/time-zones";
import { AppError } from "../app-error";
import type { Database } from "../database";
import { establishment } from "../establishments/tables";
import { isLiveZoneOf } from "./live-zones";
import { zone, type ZoneRow } from "./tables";

/**
 * Which zone a request acts on: a zone (decision 023), or an establishment as players and
 * pages from before zones ask, which means its Principal zone — the one whose id is its
 * own — or, if that zone was removed, its first live one.
 */
export type ZoneTarget = { zoneId: string } | { establishmentId: string };

/** A live zone of one of the account's listed establishments. */
export interface AccountZone {
  zoneId: string;
  establishmentId: string;
  /** The establishment's: the zone's programme and plays are read by its wall clock. */
  timeZone: EstablishmentTimeZone;
  row: ZoneRow;
}

/**
 * A zone as the team gate read it, whoever's it is and archived or not: the gate needs its
 * establishment, and the handler then answers "is it the account's?" from this reading
 * instead of asking the database again (decision 026).
 */
export interface ZoneRead {
  row: ZoneRow;
  ownerId: string;
  timeZone: EstablishmentTimeZone;
  establishmentArchived: boolean;
}

/** The zone `zoneId`, if there is one, with its establishment's owner. */
export async function readZone(
  db: Pick<Database, "select">,
  zoneId: string,
): Promise<ZoneRead | undefined> {
  const [found] = await db
    .select({
      row: zone,
      ownerId: establishment.userId,
      timeZone: establishment.timeZone,
      establishmentArchivedAt: establishment.archivedAt,
    })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(eq(zone.id, zoneId));
  return (
    found && {
      row: found.row,
      ownerId: found.ownerId,
      timeZone: found.timeZone,
      establishmentArchived: found.establishmentArchivedAt !== null,
    }
  );
}

/**
 * How the check holds rows until its transaction ends: the establishment's row, as every
 * change to its zones does; the zone's row, so two claims of it are taken one after the
 * other; or both in share mode, so neither is archived or deleted until a programme's
 * change is written.
 */
export type ZoneLock = "establishment" | "zone" | "share";

/** The caller's "not found": one message, or one for a zone and one for an establishment. */
export type ZoneNotFound = string | { ofZone: string; ofEstablishment: string };

function refusal(notFound: ZoneNotFound, target: ZoneTarget): AppError {
  const message =
    typeof notFound === "string"
      ? notFound
      : "zoneId" in target
        ? notFound.ofZone
        : notFound.ofEstablishment;
  return new AppError("NOT_FOUND", message);
}

/** The reading answers the target: it is the zone asked for, or the Principal asked for. */
function answersFrom(read: ZoneRead, ownerId: string, target: ZoneTarget): AccountZone | null {
  const live =
    read.ownerId === ownerId && !read.establishmentArchived && read.row.archivedAt === null;
  const { row } = read;
  if ("zoneId" in target) return live ? toAccountZone(read) : null;
  return live && row.id === target.establishmentId && row.establishmentId === row.id
    ? toAccountZone(read)
    : null;
}

const toAccountZone = (read: { row: ZoneRow; timeZone: EstablishmentTimeZone }): AccountZone => ({
  zoneId: read.row.id,
  establishmentId: read.row.establishmentId,
  timeZone: read.timeZone,
  row: read.row,
});

/**
 * The one answer to "is this zone the account's?": a live zone of one of the owner's
 * listed establishments. Another user's, an archived one or none at all is "not found"
 * with the caller's `notFound` message, so its existence never leaks. `read`: the zone as
 * this request already read it (the team gate's), which answers without a query when it
 * is the one asked for; a `lock` always asks, inside its transaction.
 */
export async function zoneOfAccount(
  db: Pick<Database, "select">,
  options: {
    ownerId: string;
    target: ZoneTarget;
    notFound: ZoneNotFound;
    lock?: ZoneLock;
    read?: ZoneRead | undefined;
  },
): Promise<AccountZone> {
  const { ownerId, target } = options;
  const askedFor = "zoneId" in target ? target.zoneId : target.establishmentId;
  if (!options.lock && options.read?.row.id === askedFor) {
    const known = answersFrom(options.read, ownerId, target);
    if (known) return known;
    if ("zoneId" in target) throw refusal(options.notFound, target);
  }
  const query = db
    .select({ row: zone, timeZone: establishment.timeZone })
    .from(zone)
    .innerJoin(establishment, eq(establishment.id, zone.establishmentId))
    .where(
      and(
        "zoneId" in target
          ? eq(zone.id, target.zoneId)
          : eq(zone.establishmentId, target.establishmentId),
        isLiveZoneOf(ownerId),
      ),
    )
    .orderBy(asc(zone.position), asc(zone.createdAt));
  const rows =
    options.lock === "establishment"
      ? await query.for("update", { of: establishment })
      : options.lock === "zone"
        ? await query.for("update", { of: zone })
        : options.lock === "share"
          ? await query.for("share")
          : await query;
  const found =
    "zoneId" in target
      ? rows[0]
      : (rows.find((row) => row.row.id === target.establishmentId) ?? rows[0]);
  if (!found) throw refusal(options.notFound, target);
  return toAccountZone(found);
}
