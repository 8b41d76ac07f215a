import { httpClient } from "./http-client";
import type { TestContext } from "./test-app";

/** The smallest file the contract endpoint takes as a PDF. */
export const tinyPdf = () => new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

/**
 * Licence contracts and song rights made through the admin's real endpoints: a song the
 * other features' tests upload is published under one contract per app, as an admin would.
 */
export function rightsFixtures(context: () => TestContext) {
  const client = httpClient(context);
  const contracts = new WeakMap<object, Promise<string>>();

  async function expectOk(response: Response, what: string) {
    if (response.status >= 300)
      throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
    return response;
  }

  async function contract(
    adminCookie: string,
    fields: Partial<{
      reference: string;
      licensor: string;
      territories: string[];
      validFrom: string;
      validUntil: string | null;
    }> = {},
    options: { document?: boolean } = {},
  ): Promise<{ id: string; reference: string }> {
    const created = await expectOk(
      await client.post(
        "/api/licence-contracts",
        {
          reference: `LIC-${crypto.randomUUID().slice(0, 8)}`,
          licensor: "Música Libre S.L.",
          signedOn: "2026-01-15",
          territories: ["WORLD"],
          validFrom: "2026-01-01",
          validUntil: null,
          ...fields,
        },
        { cookie: adminCookie },
      ),
      "contract",
    );
    const row = (await created.json()) as { id: string; reference: string };
    if (options.document !== false)
      await expectOk(
        await client.upload(
          `/api/licence-contracts/${row.id}/document`,
          { fields: {}, file: { bytes: tinyPdf(), name: "contrato.pdf" } },
          { cookie: adminCookie },
        ),
        "contract document",
      );
    return row;
  }

  async function setRights(adminCookie: string, songId: string, contractId: string) {
    return client.put(
      `/api/song-rights/${songId}`,
      {
        authors: ["Ana Compositora"],
        performer: "Grupo Demo",
        masterOwner: "Música Libre S.L.",
        contractId,
        managedBy: [],
      },
      { cookie: adminCookie },
    );
  }

  return {
    contract,
    setRights,
    async publishWithRights(adminCookie: string, songId: string) {
      const app = context().app;
      let contractId = contracts.get(app);
      if (!contractId) {
        contractId = contract(adminCookie).then((row) => row.id);
        contracts.set(app, contractId);
      }
      await expectOk(await setRights(adminCookie, songId, await contractId), "rights");
      await expectOk(
        await client.post(`/api/song-rights/${songId}/publish`, {}, { cookie: adminCookie }),
        "publish",
      );
    },
  };
}
