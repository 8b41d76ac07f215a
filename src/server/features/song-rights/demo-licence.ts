import { eq } from "drizzle-orm";
import { licenceDay } from "~/shared/catalog/licence-days";
import { licenceContract } from "../../domain/catalog/rights-tables";
import { openA4Pdf } from "../../infra/pdf/pdf-layout";
import { storeContractDocument } from "./contract-document";
import { createContract } from "./contracts";
import type { SongRightsDeps } from "./deps";
import { publishSong } from "./publication";
import { setSongRights } from "./song-rights";

/** The demo's contract: the operator licenses the tracks it generated itself. */
export const DEMO_CONTRACT_REFERENCE = "DEMO-CATALOGO-PROPIO";

async function demoLicencePdf(legalName: string): Promise<Buffer> {
  const { doc, finished } = openA4Pdf({ Title: DEMO_CONTRACT_REFERENCE });
  doc.fontSize(18).text(DEMO_CONTRACT_REFERENCE);
  doc
    .moveDown()
    .fontSize(11)
    .text(
      `${legalName} compuso, interpretó y grabó las pistas del catálogo de demostración y las licencia para su comunicación pública en los establecimientos de sus clientes, en todo el mundo y sin fecha de fin. Ninguna entidad de gestión gestiona estas obras ni sus grabaciones.`,
    );
  doc.end();
  return finished;
}

/**
 * The demo's tracks carry their rights like any song (decision 039): one contract of the
 * operator's own, with its PDF, and each track published under it. Idempotent.
 */
export async function licenseDemoTracks(
  deps: SongRightsDeps,
  tracks: { songId: string; artist: string }[],
): Promise<void> {
  const legalName = deps.identity.legalName;
  const [existing] = await deps.db
    .select({ id: licenceContract.id })
    .from(licenceContract)
    .where(eq(licenceContract.reference, DEMO_CONTRACT_REFERENCE));
  let contractId = existing?.id;
  if (!contractId) {
    const today = licenceDay(new Date());
    contractId = (
      await createContract(deps, {
        reference: DEMO_CONTRACT_REFERENCE,
        licensor: legalName,
        signedOn: today,
        territories: ["WORLD"],
        validFrom: today,
        validUntil: null,
      })
    ).id;
    const pdf = await demoLicencePdf(legalName);
    await storeContractDocument(deps, {
      contractId,
      file: new File([new Uint8Array(pdf)], "licencia.pdf", { type: "application/pdf" }),
    });
  }
  for (const track of tracks) {
    await setSongRights(deps, {
      songId: track.songId,
      rights: {
        authors: [track.artist],
        performer: track.artist,
        masterOwner: legalName,
        contractId,
        managedBy: [],
      },
    });
    await publishSong(deps, { songId: track.songId });
  }
}
