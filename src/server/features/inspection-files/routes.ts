import fs from "node:fs";
import { Readable } from "node:stream";
import { Hono, type MiddlewareHandler } from "hono";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import {
  inspectionFileCheckSchema,
  inspectionFileCodeSchema,
  inspectionFileListQuerySchema,
  inspectionFileRequestSchema,
} from "~/shared/inspection-files/schema";
import { z } from "~/shared/validation/zod";
import { attemptLimiter, type AttemptRule } from "../../auth/attempt-limiter";
import { CLIENT_IP_HEADER } from "../../auth/client-ip";
import { requireUser, type AuthEnv } from "../../auth/guards";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import type { AppDeps } from "../../deps";
import { idParam, validate } from "../../http/validate";
import { findInspectionFile, listInspectionFiles } from "./list-inspection-files";
import { requestInspectionFile } from "./request-inspection-file";
import {
  checkInspectionFile,
  verifyInspectionFile,
  type CheckEstablishmentLog,
} from "./verify-inspection-file";

const codeParam = z.strictObject({ code: inspectionFileCodeSchema });

/** Public checks per client address: a person checks a file a few times, not thousands. */
const PUBLIC_CHECK_RULE: AttemptRule = { max: 30, windowMs: 60_000 };

function limitPublicChecks(db: Database): MiddlewareHandler {
  const attempts = attemptLimiter(db);
  return async (c, next) => {
    const key = `inspection-file-check:${c.req.header(CLIENT_IP_HEADER) ?? "unknown"}`;
    const wait = await attempts.blockedFor(key, PUBLIC_CHECK_RULE);
    if (wait > 0)
      throw new AppError("RATE_LIMITED", inspectionFilesCopy.errors.tooManyRequests, {
        retryAfterSeconds: wait,
      });
    await attempts.record(key, PUBLIC_CHECK_RULE);
    c.header("X-Robots-Tag", "noindex");
    await next();
  };
}

/**
 * Inspection files (decision 040): asked for, listed and downloaded at /api/inspection-files
 * by the owner and the managers of the establishment (the team gate and the handlers check
 * where they work); the owner may sign the declaration with the request. Anyone with the
 * code sees what the file is (/verify/:code) and checks a copy's hash (/verify/:code/check).
 * Reading needs no access: proof outlives the subscription.
 */
export function inspectionFilesRoutes(deps: AppDeps, proof: { checkLog: CheckEstablishmentLog }) {
  const { db } = deps.database;
  const trustedCertificates = deps.env.TSA_CA_FILE
    ? fs.readFileSync(deps.env.TSA_CA_FILE, "utf8")
    : undefined;
  const trust = () => ({ trustedCertificates, now: new Date() });
  const publicCheck = limitPublicChecks(db);

  return new Hono<AuthEnv>()
    .get("/verify/:code", publicCheck, validate("param", codeParam), async (c) =>
      c.json(
        await verifyInspectionFile({
          db,
          code: c.req.valid("param").code,
          checkLog: proof.checkLog,
          trust: trust(),
        }),
      ),
    )
    .post(
      "/verify/:code/check",
      publicCheck,
      validate("param", codeParam),
      validate("json", inspectionFileCheckSchema),
      async (c) =>
        c.json(
          await checkInspectionFile({
            db,
            code: c.req.valid("param").code,
            sha256: c.req.valid("json").sha256,
            trust: trust(),
          }),
        ),
    )
    .use(requireUser(deps.sessions))
    .get("/", validate("query", inspectionFileListQuerySchema), async (c) =>
      c.json(await listInspectionFiles({ db, account: c.var.account, ...c.req.valid("query") })),
    )
    .post("/", validate("json", inspectionFileRequestSchema), async (c) =>
      c.json(
        await requestInspectionFile({
          db,
          jobs: deps.jobs,
          brandName: deps.env.publicConfig.brandName,
          account: c.var.account,
          userId: c.var.user.id,
          request: c.req.valid("json"),
        }),
        202,
      ),
    )
    .get("/:id", validate("param", idParam), async (c) =>
      c.json((await findInspectionFile(db, c.var.account, c.req.valid("param").id)).summary),
    )
    .get("/:id/pdf", validate("param", idParam), async (c) => {
      const { file } = await findInspectionFile(db, c.var.account, c.req.valid("param").id);
      if (!file.objectKey) throw new AppError("CONFLICT", inspectionFilesCopy.errors.notReady);
      const body = await deps.storage.read(file.objectKey);
      return new Response(Readable.toWeb(body) as ReadableStream<Uint8Array>, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Length": String(file.bytes ?? ""),
          "Content-Disposition": `attachment; filename="${inspectionFilesCopy.pdf.fileName(file.code)}"`,
        },
      });
    });
}
