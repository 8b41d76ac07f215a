import { and, eq, isNotNull } from "drizzle-orm";
import { inspectionFileCodeSchema } from "~/shared/inspection-files/schema";
import type { Database } from "../../domain/database";
import { inspectionFile } from "../../domain/inspection-files/tables";

/**
 * Whether a public code names a sealed inspection file, as /api/inspection-files/verify
 * finds it (one still being drawn is not there yet): the web routes answer
 * /verificar/<code> — what the file's QR opens, shared with the certificates — with 404
 * when it does not, so the page's status tells the truth.
 */
export async function inspectionFileCodeExists(options: {
  db: Database;
  code: string;
}): Promise<boolean> {
  const parsed = inspectionFileCodeSchema.safeParse(options.code);
  if (!parsed.success) return false;
  const [found] = await options.db
    .select({ id: inspectionFile.id })
    .from(inspectionFile)
    .where(
      and(
        eq(inspectionFile.code, parsed.data),
        isNotNull(inspectionFile.sha256),
        isNotNull(inspectionFile.issuedAt),
      ),
    )
    .limit(1);
  return found !== undefined;
}
