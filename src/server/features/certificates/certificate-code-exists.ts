import type { Database } from "../../domain/database";
import { AppError } from "../../domain/app-error";
import { findCertificateByCode } from "./find-certificate-by-code";

/**
 * Whether a public code names a certificate (revoked ones too): the web routes answer
 * /verificar/<code> with 404 when it does not, so the page's status tells the truth.
 */
export async function certificateCodeExists(options: {
  db: Database;
  code: string;
}): Promise<boolean> {
  try {
    await findCertificateByCode(options);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") return false;
    throw error;
  }
}
