import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, lte } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import type { inspectionFileRequestSchema } from "~/shared/inspection-files/schema";
import type { z } from "~/shared/validation/zod";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import {
  inspectionFile,
  musicSourceDeclaration,
  type MusicSourceDeclarationRow,
} from "../../domain/inspection-files/tables";
import { transactionExecutor, type JobQueue } from "../../infra/jobs/job-queue";
import { fileEstablishment, fileZones } from "./file-establishment";
import { newInspectionFileCode } from "./inspection-file-code";
import { INSPECTION_FILE_QUEUE, type InspectionFileJob } from "./inspection-file-queue";
import { spanishDate } from "./spanish-date";

const errors = inspectionFilesCopy.errors;

type Request = z.output<typeof inspectionFileRequestSchema>;

/** The day it is on the establishment's clock. */
const todayIn = (timeZone: string, now: Date) => now.toLocaleDateString("sv-SE", { timeZone });

/**
 * Asks for an inspection file (decision 040): checks the person works where it is asked
 * for, signs the owner's declaration when they sign it with the request, and queues the
 * drawing in the same transaction as the file's row. A manager's file carries the owner's
 * latest declaration that covers the whole period, if there is one.
 */
export async function requestInspectionFile(options: {
  db: Database;
  jobs: JobQueue;
  brandName: string;
  account: TeamAccount;
  userId: string;
  request: Request;
  now?: Date;
}): Promise<{ id: string; code: string }> {
  const { db, account, request } = options;
  const now = options.now ?? new Date();
  const place = await fileEstablishment(db, account, request.establishmentId);
  const zones = await fileZones(db, account, place.id, request.zoneIds);
  if (request.until > todayIn(place.timeZone, now))
    throw new AppError("BAD_REQUEST", errors.periodInFuture, {
      issues: [{ path: "until", message: errors.periodInFuture }],
    });
  if (request.detail === "some-days" && request.days.length === 0)
    throw new AppError("BAD_REQUEST", errors.daysRequired, {
      issues: [{ path: "days", message: errors.daysRequired }],
    });
  if (request.declaration && account.teamRole !== "owner")
    throw new AppError("FORBIDDEN", errors.onlyOwnerDeclares);

  const file = { id: randomUUID(), code: newInspectionFileCode() };
  await db.transaction(async (tx) => {
    let declaration: Pick<MusicSourceDeclarationRow, "id"> | undefined;
    if (request.declaration) {
      [declaration] = await tx
        .insert(musicSourceDeclaration)
        .values({
          id: randomUUID(),
          establishmentId: place.id,
          userId: account.ownerId,
          signerName: request.declaration.signerName,
          periodFrom: request.from,
          periodUntil: request.until,
          text: inspectionFilesCopy.declaration.text(
            options.brandName,
            place.tradingName,
            spanishDate(request.from),
            spanishDate(request.until),
          ),
          signedAt: now,
        })
        .returning({ id: musicSourceDeclaration.id });
    } else {
      [declaration] = await tx
        .select({ id: musicSourceDeclaration.id })
        .from(musicSourceDeclaration)
        .where(
          and(
            eq(musicSourceDeclaration.establishmentId, place.id),
            lte(musicSourceDeclaration.periodFrom, request.from),
            gte(musicSourceDeclaration.periodUntil, request.until),
          ),
        )
        .orderBy(desc(musicSourceDeclaration.signedAt))
        .limit(1);
    }
    await tx.insert(inspectionFile).values({
      ...file,
      establishmentId: place.id,
      requestedBy: options.userId,
      zoneIds: zones.map((row) => row.id),
      periodFrom: request.from,
      periodUntil: request.until,
      fullDays: request.detail === "every-play" ? null : [...new Set(request.days)].sort(),
      declarationId: declaration?.id ?? null,
      status: "queued",
    });
    await options.jobs.insert<InspectionFileJob>(
      INSPECTION_FILE_QUEUE,
      [{ data: { fileId: file.id } }],
      { executor: transactionExecutor(tx) },
    );
  });
  options.jobs.notify(INSPECTION_FILE_QUEUE);
  return file;
}
