import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import { formatInvoiceAmount, invoiceNumber } from "~/shared/invoices/invoice-amounts";
import { paths } from "~/shared/paths";
import { recordingOf } from "~/shared/play-log/recording";
import { rightsLinesOf } from "../../domain/catalog/rights-lines";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import {
  musicSourceDeclaration,
  type InspectionFileRow,
} from "../../domain/inspection-files/tables";
import { invoice } from "../../domain/invoices/tables";
import { playLog, playLogSeal, playLogSealTimestamp } from "../../domain/play-log/tables";
import { zone } from "../../domain/zones/tables";
import type { InspectionFileContent } from "./render-inspection-file-pdf";
import { spanishDate } from "./spanish-date";

const copy = inspectionFilesCopy.pdf;

/** Who provides the service, as the configuration names it. */
export interface InspectionFileSettings {
  brandName: string;
  appUrl: string;
  provider: InspectionFileContent["provider"];
}

/**
 * Everything a file says, read from the database (decision 040): the holder and the
 * establishment, the paid invoices whose service overlaps the period, the declaration,
 * each song played with its rights, the plays per day, every play of the days listed in
 * full, and the daily seals of the zones with their authority's time. Songs only: the
 * shop's own messages are not music (decision 028). Days are the establishment's.
 */
export async function gatherInspectionFile(
  db: Database,
  settings: InspectionFileSettings,
  file: InspectionFileRow,
  issuedAt: Date,
): Promise<InspectionFileContent> {
  const [place] = await db
    .select()
    .from(establishment)
    .where(eq(establishment.id, file.establishmentId));
  if (!place) throw new Error(`The establishment of inspection file ${file.id} is gone`);
  const { timeZone } = place;
  const zones = await db
    .select({ id: zone.id, name: zone.name })
    .from(zone)
    .where(inArray(zone.id, file.zoneIds))
    .orderBy(asc(zone.position), asc(zone.createdAt));
  const zoneName = new Map(zones.map((row) => [row.id, row.name]));

  const start = sql`((${file.periodFrom}::date)::timestamp at time zone ${timeZone})`;
  const end = sql`((${file.periodUntil}::date + 1)::timestamp at time zone ${timeZone})`;
  const localDay = sql<string>`to_char(${playLog.startedAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const songsOfPeriod = and(
    eq(playLog.establishmentId, place.id),
    inArray(playLog.zoneId, file.zoneIds),
    sql`${playLog.startedAt} >= ${start}`,
    sql`${playLog.startedAt} < ${end}`,
    eq(playLog.kind, "song"),
  );

  const days = await db
    .select({
      date: localDay,
      plays: sql<number>`count(*)::int`,
      secondsHeard: sql<number>`coalesce(sum(${playLog.secondsHeard}), 0)::float8`,
    })
    .from(playLog)
    .where(songsOfPeriod)
    // By position: the day's expression carries the time zone as a parameter, and each
    // mention of it would be another parameter PostgreSQL does not know to be the same.
    .groupBy(sql`1`)
    .orderBy(sql`1`);

  const tracks = await db
    .select({
      songId: playLog.songId,
      title: playLog.title,
      artist: playLog.artist,
      plays: sql<number>`count(*)::int`,
    })
    .from(playLog)
    .where(songsOfPeriod)
    .groupBy(playLog.songId, playLog.title, playLog.artist)
    .orderBy(asc(playLog.title), asc(playLog.artist));
  const rights = await rightsLinesOf(
    db,
    tracks.map((track) => track.songId),
  );

  const plays = await db
    .select({
      zoneId: playLog.zoneId,
      startedAt: playLog.startedAt,
      endedAt: playLog.endedAt,
      receivedAt: playLog.receivedAt,
      title: playLog.title,
      artist: playLog.artist,
    })
    .from(playLog)
    .where(
      and(
        songsOfPeriod,
        file.fullDays ? inArray(localDay, file.fullDays.length ? file.fullDays : [""]) : undefined,
      ),
    )
    .orderBy(asc(playLog.startedAt), asc(playLog.zoneId), asc(playLog.seq));

  // The night's seal closes the day before: the period's seals run to the morning after.
  const seals = await db
    .select({
      zoneId: playLogSeal.zoneId,
      seq: playLogSeal.seq,
      hash: playLogSeal.hash,
      sealedAt: playLogSeal.sealedAt,
      stampedAt: playLogSealTimestamp.genTime,
    })
    .from(playLogSeal)
    .leftJoin(playLogSealTimestamp, eq(playLogSealTimestamp.sealId, playLogSeal.id))
    .where(
      and(
        inArray(playLogSeal.zoneId, file.zoneIds),
        eq(playLogSeal.reason, "daily"),
        sql`${playLogSeal.sealedAt} >= ${start}`,
        sql`${playLogSeal.sealedAt} < ${end} + interval '1 day'`,
      ),
    )
    .orderBy(asc(playLogSeal.sealedAt), asc(playLogSeal.zoneId));

  const [declaration] = file.declarationId
    ? await db
        .select()
        .from(musicSourceDeclaration)
        .where(eq(musicSourceDeclaration.id, file.declarationId))
    : [];

  const address = `${place.address}, ${place.postcode} ${place.city} (${place.province})`;
  return {
    code: file.code,
    issuedAt,
    verificationUrl: `${settings.appUrl}${paths.verifyCertificate(file.code)}`,
    brandName: settings.brandName,
    timeZone,
    period: { from: file.periodFrom, until: file.periodUntil },
    provider: settings.provider,
    holder: { name: place.legalName, taxId: place.taxId, address },
    establishment: {
      tradingName: place.tradingName,
      address,
      zones: zones.map((row) => row.name),
    },
    service: await paidService(db, place.userId, file),
    declaration: declaration
      ? { text: declaration.text, signedBy: declaration.signerName, signedAt: declaration.signedAt }
      : null,
    tracks: tracks.map((track) => ({
      title: track.title,
      artist: track.artist,
      rights: rights.get(track.songId) ?? null,
      plays: track.plays,
    })),
    days,
    plays: plays.map((play) => ({
      zone: zoneName.get(play.zoneId) ?? "",
      startedAt: play.startedAt,
      endedAt: play.endedAt,
      title: play.title,
      artist: play.artist,
      late: recordingOf(play) === "late",
    })),
    seals: seals.map((seal) => ({
      date: seal.sealedAt.toLocaleDateString("sv-SE", { timeZone }),
      zone: zoneName.get(seal.zoneId) ?? "",
      seq: seal.seq,
      hash: seal.hash,
      stampedAt: seal.stampedAt,
    })),
  };
}

/**
 * The owner's paid invoices whose service overlaps the period (an ordinary invoice follows
 * a payment), and the span they cover. None: the provider gave access without charge.
 */
async function paidService(
  db: Database,
  ownerId: string,
  file: Pick<InspectionFileRow, "periodFrom" | "periodUntil">,
): Promise<InspectionFileContent["service"]> {
  const rows = await db
    .select({
      series: invoice.series,
      number: invoice.number,
      issuedAt: invoice.issuedAt,
      facts: invoice.facts,
    })
    .from(invoice)
    .where(and(eq(invoice.userId, ownerId), eq(invoice.kind, "ordinary")))
    .orderBy(asc(invoice.issuedAt));
  // Day precision is enough: a period's edges are whole days, a paid period runs for weeks.
  const covering = rows.filter(
    ({ facts }) =>
      facts.concept.periodStart.slice(0, 10) <= file.periodUntil &&
      facts.concept.periodEnd.slice(0, 10) >= file.periodFrom,
  );
  const first = covering[0]?.facts.concept.periodStart.slice(0, 10);
  const last = covering.at(-1)?.facts.concept.periodEnd.slice(0, 10);
  return {
    period:
      first && last
        ? copy.servicePeriod(spanishDate(first), spanishDate(last))
        : copy.complimentary,
    invoices: covering.map((row) => ({
      number: invoiceNumber(row.series, row.number),
      issuedOn: row.issuedAt.toISOString().slice(0, 10),
      total: formatInvoiceAmount(row.facts.amounts.totalCents),
    })),
  };
}
