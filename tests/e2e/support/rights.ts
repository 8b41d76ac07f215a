import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";

/** The smallest file the contract endpoint takes as a PDF. */
const tinyPdf = Buffer.from("%PDF-1.4\n%%EOF\n");

let contractId: Promise<string> | undefined;

/** One licence contract, with its PDF, for the songs a worker seeds. */
export async function testContract(admin: APIRequestContext): Promise<string> {
  contractId ??= (async () => {
    const created = await admin.post("/api/licence-contracts", {
      data: {
        reference: `LIC-E2E-${Date.now().toString(36)}-${Math.floor(Math.random() * 1e6)}`,
        licensor: "Música Libre S.L.",
        signedOn: "2026-01-15",
        territories: ["WORLD"],
        validFrom: "2026-01-01",
        validUntil: null,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const document = await admin.post(`/api/licence-contracts/${id}/document`, {
      multipart: { file: { name: "contrato.pdf", mimeType: "application/pdf", buffer: tinyPdf } },
    });
    expect(document.status(), await document.text()).toBe(200);
    return id;
  })();
  return contractId;
}

/** A song uploaded by a test plays once it has rights and is published, as an admin does. */
export async function publishWithRights(
  admin: APIRequestContext,
  songId: string,
  artist = "Artista",
) {
  const rights = await admin.put(`/api/song-rights/${songId}`, {
    data: {
      authors: [artist],
      performer: artist,
      masterOwner: "Música Libre S.L.",
      contractId: await testContract(admin),
      managedBy: [],
    },
  });
  expect(rights.status(), await rights.text()).toBe(200);
  const published = await admin.post(`/api/song-rights/${songId}/publish`);
  expect(published.status(), await published.text()).toBe(200);
}
