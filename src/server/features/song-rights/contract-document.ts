import { eq } from "drizzle-orm";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { licenceContract } from "../../domain/catalog/rights-tables";
import { AppError } from "../../domain/app-error";
import { objectKey } from "../../infra/storage/object-storage";
import type { SongRightsDeps } from "./deps";
import { findContract } from "./contracts";

/** A PDF starts with "%PDF-": the signed contract is kept only as one. */
const isPdf = (bytes: Buffer) => bytes.subarray(0, 5).toString("latin1") === "%PDF-";

/**
 * Keeps the signed contract's PDF under contracts/<timestamp>-<reference>.pdf and names it
 * on the contract; a replaced document's file goes once the new one is named.
 */
export async function storeContractDocument(
  deps: Pick<SongRightsDeps, "db" | "storage">,
  options: { contractId: string; file: File },
): Promise<void> {
  const contract = await findContract(deps, options.contractId);
  const bytes = Buffer.from(await options.file.arrayBuffer());
  if (!isPdf(bytes))
    throw new AppError("UNSUPPORTED_MEDIA_TYPE", songRightsCopy.errors.documentNotPdf);
  const key = objectKey("contracts", `${contract.reference}.pdf`);
  await deps.storage.put(key, bytes, { contentType: "application/pdf", size: bytes.length });
  await deps.db
    .update(licenceContract)
    .set({ documentKey: key })
    .where(eq(licenceContract.id, contract.id));
  if (contract.documentKey && contract.documentKey !== key)
    await deps.storage.delete(contract.documentKey);
}

export async function readContractDocument(
  deps: Pick<SongRightsDeps, "db" | "storage">,
  contractId: string,
) {
  const contract = await findContract(deps, contractId);
  if (!contract.documentKey) throw new AppError("NOT_FOUND", "This contract has no document yet");
  return {
    reference: contract.reference,
    body: await deps.storage.read(contract.documentKey),
  };
}
