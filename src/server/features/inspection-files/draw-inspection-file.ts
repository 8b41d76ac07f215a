import { createHash } from "node:crypto";
import { eq, isNull, and } from "drizzle-orm";
import { paths } from "~/shared/paths";
import { user } from "../../domain/accounts/tables";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { inspectionFile } from "../../domain/inspection-files/tables";
import type { InfraDeps } from "../../deps";
import { objectKey } from "../../infra/storage/object-storage";
import { drawInWorker } from "./draw-in-worker";
import { renderFileReadyEmail } from "./file-ready-email";
import { gatherInspectionFile, type InspectionFileSettings } from "./gather-inspection-file";

/** How often the drawing's progress is written for the page that shows it. */
const PROGRESS_EVERY_MS = 1000;

export type DrawFileDeps = Pick<InfraDeps, "env" | "logger" | "mailer" | "storage"> & {
  db: Database;
  settings: InspectionFileSettings;
  /** Asks for the file's time stamp once it is sealed (stamp-inspection-file.ts). */
  requestStamp?: (fileId: string) => Promise<void>;
};

/**
 * The job's work (decision 040): gathers the file, draws it in a worker thread while its
 * progress is written (5 % gathered, up to 95 % drawn), stores the PDF, and seals it —
 * its SHA-256 on the row, which then never changes — then e-mails who asked for it with
 * the hash. A file already sealed (a retried job) is left as it is.
 */
export async function drawInspectionFile(
  deps: DrawFileDeps,
  fileId: string,
  options: { signal?: AbortSignal; now?: Date } = {},
): Promise<"ready" | "already"> {
  const { db } = deps;
  const [file] = await db.select().from(inspectionFile).where(eq(inspectionFile.id, fileId));
  if (!file) throw new Error(`No inspection file ${fileId}`);
  if (file.sha256) return "already";

  const setProgress = (progress: number) =>
    db
      .update(inspectionFile)
      .set({ status: "drawing", progress })
      .where(and(eq(inspectionFile.id, fileId), isNull(inspectionFile.sha256)));
  await setProgress(1);
  const issuedAt = options.now ?? new Date();
  const content = await gatherInspectionFile(db, deps.settings, file, issuedAt);
  await setProgress(5);

  let written = Date.now();
  let pending: Promise<unknown> = Promise.resolve();
  const pdf = await drawInWorker(content, {
    signal: options.signal,
    onProgress: (fraction) => {
      if (Date.now() - written < PROGRESS_EVERY_MS) return;
      written = Date.now();
      pending = pending.then(() => setProgress(5 + Math.floor(fraction * 90))).catch(() => {});
    },
  });
  await pending;

  const sha256 = createHash("sha256").update(pdf).digest("hex");
  const key = objectKey("inspection-files", `${file.code}.pdf`, issuedAt.getTime());
  await deps.storage.put(key, pdf, { contentType: "application/pdf", size: pdf.length });
  await db
    .update(inspectionFile)
    .set({
      status: "ready",
      progress: 100,
      objectKey: key,
      sha256,
      bytes: pdf.length,
      issuedAt,
      stampRequested: deps.requestStamp !== undefined,
    })
    .where(and(eq(inspectionFile.id, fileId), isNull(inspectionFile.sha256)));
  await deps.requestStamp?.(fileId);
  // The file is sealed and on its page: a mail server that fails is logged, not retried.
  await emailWhoAsked(deps, { ...file, sha256 }).catch((error: unknown) =>
    deps.logger.warn({ err: error, fileId }, "inspection file ready, e-mail not sent"),
  );
  return "ready";
}

/** Who asked for the file hears it is ready, or the owner if that person has gone. */
async function emailWhoAsked(
  deps: DrawFileDeps,
  file: { establishmentId: string; requestedBy: string | null } & Pick<
    typeof inspectionFile.$inferSelect,
    "periodFrom" | "periodUntil"
  > & { sha256: string },
) {
  const [place] = await deps.db
    .select({ tradingName: establishment.tradingName, ownerId: establishment.userId })
    .from(establishment)
    .where(eq(establishment.id, file.establishmentId));
  if (!place) return;
  const [recipient] = await deps.db
    .select({ name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, file.requestedBy ?? place.ownerId));
  if (!recipient) return;
  const url = `${deps.env.APP_URL}${paths.dashboard.inspectionFiles}`;
  const email = renderFileReadyEmail({
    name: recipient.name,
    tradingName: place.tradingName,
    periodFrom: file.periodFrom,
    periodUntil: file.periodUntil,
    sha256: file.sha256,
    url,
    identity: deps.env.publicConfig,
  });
  await deps.mailer.send({ to: recipient.email, ...email, actionUrl: url });
}
