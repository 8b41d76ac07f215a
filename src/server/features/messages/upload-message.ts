import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { messagesTopic } from "~/shared/events/topics";
import { messagesCopy } from "~/shared/copy/messages";
import {
  MAX_MESSAGE_BYTES,
  MAX_MESSAGE_MB,
  MAX_MESSAGE_SECONDS,
  MAX_MESSAGES,
  type Message,
  type MessageUploadFields,
} from "~/shared/messages/schema";
import { message } from "../../domain/messages/tables";
import { AppError } from "../../domain/app-error";
import { analyzeAudioFile } from "../../infra/audio/analyze-audio-file";
import { inspectAudioFile } from "../../infra/audio/inspect-audio";
import { objectKey } from "../../infra/storage/object-storage";
import type { MessagesDeps } from "./deps";
import { toMessage } from "./to-message";
import { removeFailedUpload } from "../../infra/storage/remove-failed-upload";
import { assertRoom } from "./assert-room";

const errors = messagesCopy.errors;

/** Where message files live: the orphan sweep looks there. */
export const MESSAGES_PREFIX = "messages";

/**
 * An account's folder, messages/<account id in hex>: storage keys are lower case (a disk
 * may not tell cases apart), and better-auth's ids are not.
 */
export const accountFolder = (accountId: string) =>
  `${MESSAGES_PREFIX}/${Buffer.from(accountId, "utf8").toString("hex")}` as const;

/**
 * Stores an account's message: real audio only (decided by its bytes, as songs), at most
 * MAX_MESSAGE_SECONDS, measured here and now — a message is short, and the player needs
 * its gain before it plays it. Kept under messages/<account>/<timestamp>-<name>.<ext> (accountFolder).
 * A failure at any step leaves neither a row nor a file.
 */
export async function uploadMessage(
  deps: MessagesDeps,
  input: { accountId: string; fields: MessageUploadFields; file: File },
): Promise<Message> {
  const { accountId, fields, file } = input;
  if (file.size === 0) throw new AppError("UNSUPPORTED_MEDIA_TYPE", errors.notAudio);
  if (file.size > MAX_MESSAGE_BYTES)
    throw new AppError("PAYLOAD_TOO_LARGE", errors.tooLarge(MAX_MESSAGE_MB));
  await assertRoom(deps.db, messageRoom(accountId));

  const folder = await fs.promises.mkdtemp(path.join(os.tmpdir(), "sonaria-message-"));
  const temp = path.join(folder, "upload");
  try {
    await pipeline(
      Readable.fromWeb(file.stream() as WebReadableStream),
      fs.createWriteStream(temp),
    );
    const audio = await inspectAudioFile(temp);
    if (!audio) throw new AppError("UNSUPPORTED_MEDIA_TYPE", errors.notAudio);
    if (audio.durationSeconds > MAX_MESSAGE_SECONDS) throw tooLong();
    const analysis = await analyzeAudioFile(temp).catch(() => {
      // Its header read as audio, its frames did not decode: not audio we accept.
      throw new AppError("UNSUPPORTED_MEDIA_TYPE", errors.notAudio);
    });
    // Every format a message may come in decodes here but AAC/M4A: those play at unity.
    const measured =
      "unsupported" in analysis
        ? {
            loudnessLufs: null,
            truePeakDbtp: null,
            leadingSilenceSeconds: 0,
            trailingSilenceSeconds: 0,
          }
        : analysis;
    if (!("unsupported" in analysis) && analysis.loudnessLufs === null)
      throw new AppError("BAD_REQUEST", errors.silent, {
        issues: [{ path: "file", message: errors.silent }],
      });

    const baseName = file.name.replace(/\.[^./\\]*$/, "") || "mensaje";
    const key = objectKey(accountFolder(accountId), `${baseName}.${audio.extension}`);
    const size = (await fs.promises.stat(temp)).size;
    await deps.storage.put(key, fs.createReadStream(temp), { contentType: audio.mimeType, size });
    try {
      const row = await deps.db.transaction(async (tx) => {
        await assertRoom(tx, messageRoom(accountId));
        const [inserted] = await tx
          .insert(message)
          .values({
            id: randomUUID(),
            userId: accountId,
            name: fields.name,
            storageKey: key,
            mimeType: audio.mimeType,
            sizeBytes: size,
            durationSeconds: audio.durationSeconds,
            loudnessLufs: measured.loudnessLufs,
            truePeakDbtp: measured.truePeakDbtp,
            leadingSilenceSeconds: measured.leadingSilenceSeconds,
            trailingSilenceSeconds: measured.trailingSilenceSeconds,
            levelDb: fields.levelDb,
            validFrom: fields.validFrom,
            validUntil: fields.validUntil,
          })
          .returning();
        if (!inserted) throw new Error("the message's insert returned no row");
        return inserted;
      });
      await deps.events.publish({ topic: messagesTopic(accountId) });
      return toMessage(row, deps.playback);
    } catch (error) {
      await removeFailedUpload(deps, key);
      throw error;
    }
  } finally {
    await fs.promises.rm(folder, { recursive: true, force: true });
  }
}

const tooLong = () =>
  new AppError("BAD_REQUEST", errors.tooLong(MAX_MESSAGE_SECONDS), {
    issues: [{ path: "file", message: errors.tooLong(MAX_MESSAGE_SECONDS) }],
  });

/** At most MAX_MESSAGES in an account. */
const messageRoom = (accountId: string) => ({
  owner: message.userId,
  accountId,
  max: MAX_MESSAGES,
  refusal: errors.tooManyInAccount(MAX_MESSAGES),
});
