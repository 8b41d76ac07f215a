import { Hono } from "hono";
import type { TeamAccount } from "~/shared/accounts/team";
import { playLogCopy } from "~/shared/copy/play-log";
import {
  playBatchSchema,
  playExportQuerySchema,
  playHistoryQuerySchema,
  type PlayReport,
} from "~/shared/play-log/schema";
import { sealListQuerySchema } from "~/shared/play-log/seals-schema";
import { playerWaitEndSchema, playerWaitStartSchema } from "~/shared/play-log/waits-schema";
import { accessHolder, requireUser, type AuthEnv } from "../../auth/guards";
import { AppError } from "../../domain/app-error";
import { refuseOtherEstablishments } from "../../http/refuse-other-establishments";
import { offlineLeases } from "../../auth/offline-lease";
import type { Database } from "../../domain/database";
import type { AppDeps } from "../../deps";
import { limitBody } from "../../http/body-limit";
import { idParam, validate } from "../../http/validate";
import { endPlayerWait } from "./end-player-wait";
import { exportPlayHistory } from "./export-play-history";
import { listPlayHistory } from "./list-play-history";
import { listSeals } from "./list-seals";
import { readSealTimestamp } from "./read-seal-timestamp";
import { recordPlays, type PlaysSealed } from "./record-plays";
import { startPlayerWait } from "./start-player-wait";

/**
 * A full batch (MAX_PLAY_BATCH plays of about 550 bytes, lease included, as the player writes them) with
 * room for longer spellings of the same values; the default 16 KB holds about 45 plays.
 */
const MAX_BATCH_BYTES = 96 * 1024;

/**
 * Logs a refusal of the rules of the log before it is answered: a refused play or wait is
 * evidence the log will never hold, worth a line for whoever looks into a shop's gap, with
 * the times the device gave. Rethrows, for `onError` to answer.
 */
function warnRefused(
  deps: Pick<AppDeps, "logger">,
  what: string,
  details: (refusal: AppError) => Record<string, unknown>,
) {
  return (error: unknown): never => {
    if (error instanceof AppError && error.issues)
      deps.logger.warn({ ...details(error), issues: error.issues }, what);
    throw error;
  };
}

/** The plays a refusal names (`plays.<index>.<field>`), with what places them in time. */
function refusedPlays(plays: PlayReport[], refusal: AppError) {
  const indices = new Set(
    (refusal.issues ?? []).map((issue) => Number(/^plays\.(\d+)\./.exec(issue.path)?.[1])),
  );
  return plays.flatMap((play, index) =>
    indices.has(index)
      ? [{ index, startedAt: play.startedAt, endedAt: play.endedAt, deviceId: play.deviceId }]
      : [],
  );
}

/**
 * The play log: /api/play-log takes the player's batches and answers the history of an
 * establishment; /api/play-log/export, the same as CSV. Only for the owner of the
 * establishment. Reading needs no access: proof outlives the subscription, for the
 * retention period (docs/product.md). Plays are taken when they lie within a time the
 * account had access — sent live, or late from a device's offline queue (decision 032). No
 * route changes or removes a play. /api/play-log/waits records when the player waited for a
 * tap to start the music, and when that wait ended (decision 021).
 */
export function playLogRoutes(deps: AppDeps, hooks: { onSealed?: PlaysSealed } = {}) {
  const { db } = deps.database;
  const leases = offlineLeases(deps.env.AUTH_SECRET as string, deps.env.OFFLINE_LEASE_HOURS);
  /** A wait's start or end as the player in this session reports it; a refusal is logged. */
  const reportWait = <T>(
    { account, sessionId }: AuthEnv["Variables"],
    refused: string,
    details: Record<string, unknown>,
    report: (player: { db: Database; account: TeamAccount; sessionId: string }) => Promise<T>,
  ): Promise<T> =>
    report({ db, account, sessionId }).catch(
      warnRefused(deps, refused, () => ({ userId: account.ownerId, ...details })),
    );
  return new Hono<AuthEnv>()
    .use(requireUser(deps.sessions))
    .post(
      "/",
      limitBody(MAX_BATCH_BYTES, playLogCopy.errors.batchTooLarge),
      validate("json", playBatchSchema),
      async (c) => {
        const { user, account } = c.var;
        const { plays } = c.req.valid("json");
        refuseOtherEstablishments(account, plays);
        const recorded = await recordPlays({
          db,
          userId: account.ownerId,
          plays,
          access: await deps.access.playWindows(accessHolder(user, account)),
          sessionId: c.var.sessionId,
          leaseIssued: (lease) => leases.issued(user.id, lease),
          onSealed: hooks.onSealed,
        }).catch(
          warnRefused(deps, "the play log refused a batch", (refusal) => ({
            userId: account.ownerId,
            plays: refusedPlays(plays, refusal),
          })),
        );
        return c.json(recorded);
      },
    )
    .post("/waits", validate("json", playerWaitStartSchema), async (c) => {
      const wait = c.req.valid("json");
      refuseOtherEstablishments(c.var.account, [wait]);
      return c.json(
        await reportWait(c.var, "the play log refused a wait's start", { wait }, (player) =>
          startPlayerWait({ ...player, wait }),
        ),
      );
    })
    .post(
      "/waits/:id/end",
      validate("param", idParam),
      validate("json", playerWaitEndSchema),
      async (c) => {
        const { id } = c.req.valid("param");
        const { endedAt } = c.req.valid("json");
        return c.json(
          await reportWait(c.var, "the play log refused a wait's end", { id, endedAt }, (player) =>
            endPlayerWait({ ...player, id, endedAt }),
          ),
        );
      },
    )
    .get("/", validate("query", playHistoryQuerySchema), async (c) =>
      c.json(
        await listPlayHistory({ db, userId: c.var.account.ownerId, query: c.req.valid("query") }),
      ),
    )
    .get("/export", validate("query", playExportQuerySchema), async (c) => {
      const csv = await exportPlayHistory({
        db,
        userId: c.var.account.ownerId,
        query: c.req.valid("query"),
      });
      return c.body(csv.body, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="${csv.filename}"`,
      });
    });
}

/**
 * An establishment's seals (decision 016) for its owner: /api/establishments/:id/seals, and
 * each time stamp as a .tsr file any RFC 3161 tool reads. No access period needed: proof
 * stays readable after a subscription ends.
 */
export function playLogSealRoutes(deps: AppDeps) {
  const { db } = deps.database;
  return new Hono<AuthEnv>()
    .get(
      "/:id/seals",
      requireUser(deps.sessions),
      validate("param", idParam),
      validate("query", sealListQuerySchema),
      async (c) =>
        c.json(
          await listSeals({
            db,
            userId: c.var.account.ownerId,
            establishmentId: c.req.valid("param").id,
            page: c.req.valid("query").page,
          }),
        ),
    )
    .get(
      "/:id/seals/:sealId/timestamp.tsr",
      requireUser(deps.sessions),
      validate("param", idParam.extend({ sealId: idParam.shape.id })),
      async (c) => {
        const { id, sealId } = c.req.valid("param");
        const token = await readSealTimestamp({
          db,
          userId: c.var.account.ownerId,
          establishmentId: id,
          sealId,
        });
        return c.body(new Uint8Array(token.response), 200, {
          "Content-Type": "application/timestamp-reply",
          "Content-Disposition": `attachment; filename="${token.filename}"`,
        });
      },
    );
}
