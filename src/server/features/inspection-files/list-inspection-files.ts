import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { worksInZone, type TeamAccount } from "~/shared/accounts/team";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import type { InspectionFileList, InspectionFileSummary } from "~/shared/inspection-files/schema";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { inspectionFile, type InspectionFileRow } from "../../domain/inspection-files/tables";
import { zone } from "../../domain/zones/tables";

const PAGE_SIZE = 20;

/** The files of the owner's establishments the person works in (every zone of the file theirs). */
function theirFiles(account: TeamAccount, establishmentId?: string): SQL | undefined {
  return and(
    eq(establishment.userId, account.ownerId),
    establishmentId ? eq(inspectionFile.establishmentId, establishmentId) : undefined,
    account.establishmentIds
      ? inArray(inspectionFile.establishmentId, [...account.establishmentIds, ""])
      : undefined,
  );
}

const columns = { file: inspectionFile, tradingName: establishment.tradingName };

async function summaries(
  db: Database,
  account: TeamAccount,
  rows: { file: InspectionFileRow; tradingName: string }[],
): Promise<InspectionFileSummary[]> {
  const zoneIds = [...new Set(rows.flatMap((row) => row.file.zoneIds))];
  const zones = zoneIds.length
    ? await db.select({ id: zone.id, name: zone.name }).from(zone).where(inArray(zone.id, zoneIds))
    : [];
  const names = new Map(zones.map((row) => [row.id, row.name]));
  return rows
    .filter(({ file }) =>
      file.zoneIds.every((id) =>
        worksInZone(account, { id, establishmentId: file.establishmentId }),
      ),
    )
    .map(({ file, tradingName }) => ({
      id: file.id,
      code: file.code,
      establishmentId: file.establishmentId,
      tradingName,
      periodFrom: file.periodFrom,
      periodUntil: file.periodUntil,
      zones: file.zoneIds.map((id) => names.get(id) ?? ""),
      everyPlay: file.fullDays === null,
      status: file.status,
      progress: file.progress,
      declared: file.declarationId !== null,
      issuedAt: file.issuedAt?.toISOString() ?? null,
      sha256: file.sha256,
      bytes: file.bytes,
      createdAt: file.createdAt.toISOString(),
    }));
}

/** The person's files, newest first, a page at a time. */
export async function listInspectionFiles(options: {
  db: Database;
  account: TeamAccount;
  establishmentId?: string;
  page: number;
}): Promise<InspectionFileList> {
  const { db, account, page } = options;
  const where = theirFiles(account, options.establishmentId);
  const [total] = await db
    .select({ value: count() })
    .from(inspectionFile)
    .innerJoin(establishment, eq(establishment.id, inspectionFile.establishmentId))
    .where(where);
  const rows = await db
    .select(columns)
    .from(inspectionFile)
    .innerJoin(establishment, eq(establishment.id, inspectionFile.establishmentId))
    .where(where)
    .orderBy(desc(inspectionFile.createdAt), desc(inspectionFile.id))
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    files: await summaries(db, account, rows),
    page,
    pageCount: Math.max(1, Math.ceil((total?.value ?? 0) / PAGE_SIZE)),
  };
}

/** One of the person's files; another's is "not found". */
export async function findInspectionFile(
  db: Database,
  account: TeamAccount,
  id: string,
): Promise<{ summary: InspectionFileSummary; file: InspectionFileRow }> {
  const rows = await db
    .select(columns)
    .from(inspectionFile)
    .innerJoin(establishment, eq(establishment.id, inspectionFile.establishmentId))
    .where(and(eq(inspectionFile.id, id), theirFiles(account)));
  const [summary] = await summaries(db, account, rows);
  const file = rows[0]?.file;
  if (!summary || !file) throw new AppError("NOT_FOUND", inspectionFilesCopy.errors.fileNotFound);
  return { summary, file };
}
