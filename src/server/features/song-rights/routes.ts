import { Readable } from "node:stream";
import { Hono, type HonoRequest } from "hono";
import {
  bulkRightsSchema,
  contractListQuerySchema,
  licenceContractSchema,
  rightsStatusQuerySchema,
  songRightsSchema,
} from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { requirePermitted, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { AppError } from "../../domain/app-error";
import { limitBody } from "../../http/body-limit";
import { idParam, validate } from "../../http/validate";
import { bulkEditRights } from "./bulk-edit-rights";
import { readContractDocument, storeContractDocument } from "./contract-document";
import { createContract, deleteContract, listContracts } from "./contracts";
import { songRightsDeps } from "./deps";
import { publishSong, withdrawSong } from "./publication";
import { getSongRights, setSongRights } from "./song-rights";
import { songRightsStatus } from "./song-rights-status";
import { exportRightsCsv } from "./export-rights-csv";
import { importRightsCsv } from "./import-rights-csv";

/** A catalogue's rights as CSV: 20 000 songs take about 4 MB. */
const MAX_CSV_BYTES = 10 * 1024 * 1024;
/** A bulk edit of rights: 500 ids take 20 KB, twenty authors at most 12 KB more. */
const MAX_BULK_BYTES = 64 * 1024;
/** A signed contract's scan: a few MB at most. */
const MAX_CONTRACT_BYTES = 20 * 1024 * 1024;

/** The `file` field of a multipart form: the one thing these uploads send. */
async function uploadedFile(request: HonoRequest): Promise<File> {
  const body = await request.parseBody().catch(() => {
    throw new AppError("BAD_REQUEST", "Send the file as multipart/form-data");
  });
  if (!(body.file instanceof File))
    throw new AppError("BAD_REQUEST", "The file is required", {
      issues: [{ path: "file", message: "required" }],
    });
  return body.file;
}

/**
 * The rights behind the catalogue, the admins' alone (decision 039): the licence contracts
 * (/api/licence-contracts, each with its PDF) and each song's rights and publication
 * (/api/song-rights/:id).
 */
export function songRightsRoutes(deps: AppDeps) {
  const rights = songRightsDeps(deps);
  const admin = requirePermitted(deps.sessions, "catalog:manage");

  const contracts = new Hono<AuthEnv>()
    .use(admin)
    .get("/", validate("query", contractListQuerySchema), async (c) =>
      c.json(await listContracts(rights, c.req.valid("query"))),
    )
    .post("/", validate("json", licenceContractSchema), async (c) =>
      c.json(await createContract(rights, c.req.valid("json")), 201),
    )
    .delete("/:id", validate("param", idParam), async (c) => {
      await deleteContract(rights, c.req.valid("param").id);
      return c.json({ ok: true });
    })
    .post(
      "/:id/document",
      validate("param", idParam),
      limitBody(MAX_CONTRACT_BYTES + 64 * 1024, "Contracts are limited to 20 MB"),
      async (c) => {
        await storeContractDocument(rights, {
          contractId: c.req.valid("param").id,
          file: await uploadedFile(c.req),
        });
        return c.json({ ok: true });
      },
    )
    .get("/:id/document", validate("param", idParam), async (c) => {
      const document = await readContractDocument(rights, c.req.valid("param").id);
      return new Response(Readable.toWeb(document.body) as ReadableStream<Uint8Array>, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="contrato.pdf"`,
        },
      });
    });

  const songs = new Hono<AuthEnv>()
    .use(admin)
    .get("/", validate("query", rightsStatusQuerySchema), async (c) =>
      c.json({ items: await songRightsStatus(rights.db, c.req.valid("query").ids) }),
    )
    // Before "/:id", which would take "export.csv" for an id.
    .get("/export.csv", (c) => {
      const encoder = new TextEncoder();
      const lines = exportRightsCsv(rights.db);
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await lines.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
      });
      return c.body(body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${songRightsCopy.csv.fileName}"`,
      });
    })
    .post(
      "/import",
      limitBody(MAX_CSV_BYTES + 64 * 1024, "Rights files are limited to 10 MB"),
      async (c) => {
        const file = await uploadedFile(c.req);
        return c.json(await importRightsCsv(rights, { text: await file.text() }));
      },
    )
    .post(
      "/bulk",
      limitBody(MAX_BULK_BYTES, "Bulk rights edits are limited to 64 KB"),
      validate("json", bulkRightsSchema),
      async (c) => c.json(await bulkEditRights(rights, c.req.valid("json"))),
    )
    .get("/:id", validate("param", idParam), async (c) =>
      c.json(await getSongRights(rights, c.req.valid("param").id)),
    )
    .put("/:id", validate("param", idParam), validate("json", songRightsSchema), async (c) =>
      c.json(
        await setSongRights(rights, {
          songId: c.req.valid("param").id,
          rights: c.req.valid("json"),
        }),
      ),
    )
    .post("/:id/publish", validate("param", idParam), async (c) => {
      await publishSong(rights, { songId: c.req.valid("param").id });
      return c.json(await getSongRights(rights, c.req.valid("param").id));
    })
    .post("/:id/withdraw", validate("param", idParam), async (c) => {
      await withdrawSong(rights, { songId: c.req.valid("param").id });
      return c.json(await getSongRights(rights, c.req.valid("param").id));
    });

  return { contracts, songs };
}
