import { Hono } from "hono";
import { every } from "hono/combine";
import { messagesCopy } from "~/shared/copy/messages";
import {
  MAX_MESSAGE_BYTES,
  MAX_MESSAGE_MB,
  messageCampaignInputSchema,
  messageFieldsSchema,
  messageUploadFieldsSchema,
} from "~/shared/messages/schema";
import { zoneParamSchema } from "~/shared/remote/schema";
import { requireAccess, requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { AppError } from "../../domain/app-error";
import { limitBody } from "../../http/body-limit";
import { incomingHeader } from "../../infra/incoming-header";
import { sendFileRange } from "../../http/send-file-range";
import { idParam, validate } from "../../http/validate";
import type { RandomAccess } from "../../infra/storage/object-storage";
import { deleteCampaign } from "./delete-campaign";
import { deleteMessage } from "./delete-message";
import type { MessagesDeps } from "./deps";
import { listCampaigns } from "./list-campaigns";
import { listMessages } from "./list-messages";
import { messageFile, type MessageFile } from "./message-file";
import { readZoneMessages } from "./read-zone-messages";
import { saveCampaign } from "./save-campaign";
import { updateMessage } from "./update-message";
import { uploadMessage } from "./upload-message";

const errors = messagesCopy.errors;

/** What the messages need of other features (composed in app.ts). */
export interface MessagesOptions {
  /** A stored audio file with HTTP Range, or a 302 to presigned S3: as a song's is answered. */
  streamAudio(
    file: MessageFile,
    range: string | undefined,
  ): Promise<{
    status: 200 | 206 | 302 | 416;
    headers: Headers;
    bytes: { file: RandomAccess; start: number; end: number } | null;
  }>;
}

/**
 * "Mensajes" (decision 029): an account's own announcements (/api/messages), their campaigns
 * (/api/message-campaigns) and what a zone's player follows (/api/zones/:zoneId/messages).
 * Always the account's (a team's member acts for its owner, only in the establishments they
 * work in: decision 026, amended): another's is "not found".
 * Read without access, as the schedules are; changed, and heard, with it. Every change is
 * published on the account's messages topic, so players and screens fetch again.
 */
export function messagesRoutes(deps: AppDeps, options: MessagesOptions) {
  const messages: MessagesDeps = {
    db: deps.database.db,
    storage: deps.storage,
    events: deps.events,
    logger: deps.logger,
    playback: { maxBoostDb: deps.env.MAX_BOOST_DB },
  };
  const { db, playback } = messages;
  const signedIn = requireUser(deps.sessions);
  const changing = every(signedIn, requireAccess(deps.access));

  const own = new Hono<AuthEnv>()
    .get("/", signedIn, async (c) =>
      c.json({ messages: await listMessages({ db, account: c.var.account, playback }) }),
    )
    .post(
      "/",
      // Multipart overhead on top of the file itself.
      limitBody(MAX_MESSAGE_BYTES + 64 * 1024, errors.tooLarge(MAX_MESSAGE_MB)),
      changing,
      async (c) => {
        const body = await c.req.parseBody().catch(() => {
          throw new AppError("BAD_REQUEST", errors.uploadAsForm);
        });
        const fields = messageUploadFieldsSchema.safeParse(body);
        const file = body.file;
        const issues = [
          ...(fields.success
            ? []
            : fields.error.issues.map((i) => ({ path: i.path.join("."), message: i.message }))),
          ...(file instanceof File ? [] : [{ path: "file", message: errors.fileRequired }]),
        ];
        const [first] = issues;
        if (first || !fields.success || !(file instanceof File))
          throw new AppError("BAD_REQUEST", first?.message ?? errors.fileRequired, { issues });
        const saved = await uploadMessage(messages, {
          accountId: c.var.account.ownerId,
          fields: fields.data,
          file,
        });
        return c.json(saved, 201);
      },
    )
    .patch(
      "/:id",
      changing,
      validate("param", idParam),
      validate("json", messageFieldsSchema),
      async (c) =>
        c.json(
          await updateMessage(messages, {
            account: c.var.account,
            messageId: c.req.valid("param").id,
            fields: c.req.valid("json"),
          }),
        ),
    )
    .delete("/:id", changing, validate("param", idParam), async (c) => {
      await deleteMessage(messages, {
        account: c.var.account,
        messageId: c.req.valid("param").id,
      });
      return c.json({ ok: true as const });
    })
    // Only for an active subscriber of the message's account: its owner or their team,
    // who hear what sounds in their establishments.
    .get("/:id/audio", changing, validate("param", idParam), async (c) => {
      const file = await messageFile({
        db,
        account: c.var.account,
        messageId: c.req.valid("param").id,
      });
      if (!file) throw new AppError("NOT_FOUND", errors.notFound);
      const answer = await options.streamAudio(file, incomingHeader(c, "range"));
      if (!answer.bytes) return new Response(null, answer);
      return sendFileRange(c, {
        ...answer,
        ...answer.bytes,
        closeConnection: deps.draining.aborted,
      });
    });

  const campaigns = new Hono<AuthEnv>()
    .get("/", signedIn, async (c) =>
      c.json({ campaigns: await listCampaigns({ db, account: c.var.account }) }),
    )
    .post("/", changing, validate("json", messageCampaignInputSchema), async (c) =>
      c.json(
        await saveCampaign(messages, {
          account: c.var.account,
          campaignId: null,
          input: c.req.valid("json"),
        }),
        201,
      ),
    )
    .put(
      "/:id",
      changing,
      validate("param", idParam),
      validate("json", messageCampaignInputSchema),
      async (c) =>
        c.json(
          await saveCampaign(messages, {
            account: c.var.account,
            campaignId: c.req.valid("param").id,
            input: c.req.valid("json"),
          }),
        ),
    )
    .delete("/:id", changing, validate("param", idParam), async (c) => {
      await deleteCampaign(messages, {
        account: c.var.account,
        campaignId: c.req.valid("param").id,
      });
      return c.json({ ok: true as const });
    });

  // Guarded route by route: other features' routes are mounted under /zones too.
  const ofZone = new Hono<AuthEnv>().get(
    "/:zoneId/messages",
    signedIn,
    validate("param", zoneParamSchema),
    async (c) =>
      c.json(
        await readZoneMessages({
          db,
          account: c.var.account,
          zoneId: c.req.valid("param").zoneId,
          read: c.var.zoneRead,
          playback,
        }),
      ),
  );

  return { messages: own, campaigns, ofZone };
}
