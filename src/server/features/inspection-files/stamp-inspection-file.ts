import { eq } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { inspectionFile, inspectionFileTimestamp } from "../../domain/inspection-files/tables";
import type { TimeStampAuthority } from "../../infra/timestamping/time-stamp-authority";

/**
 * Asks the time-stamp authority to sign a sealed file's SHA-256 and keeps its token: then
 * not even whoever holds the database can pass another file off as this one (decision
 * 040). Once per file: a file already stamped, or not sealed, is left as it is.
 */
export async function stampInspectionFile(options: {
  db: Database;
  fileId: string;
  authority: TimeStampAuthority;
}): Promise<"stamped" | "already" | "unsealed"> {
  const { db, fileId } = options;
  const [file] = await db
    .select({ sha256: inspectionFile.sha256, stamped: inspectionFileTimestamp.fileId })
    .from(inspectionFile)
    .leftJoin(inspectionFileTimestamp, eq(inspectionFileTimestamp.fileId, inspectionFile.id))
    .where(eq(inspectionFile.id, fileId));
  if (!file?.sha256) return "unsealed";
  if (file.stamped) return "already";
  const token = await options.authority.stamp(Buffer.from(file.sha256, "hex"));
  const inserted = await db
    .insert(inspectionFileTimestamp)
    .values({ fileId, ...token })
    .onConflictDoNothing()
    .returning({ fileId: inspectionFileTimestamp.fileId });
  return inserted.length > 0 ? "stamped" : "already";
}
