import {
  DEFAULT_TARGET_LUFS,
  playbackGainDb,
  type PlaybackTarget,
} from "~/shared/audio/playback-gain";
import { paths } from "~/shared/paths";
import type { Message } from "~/shared/messages/schema";
import type { MessageRow } from "../../domain/messages/tables";

/**
 * A message as the API answers it, with the gain it plays at: to the music's target
 * loudness plus its own level (so it is heard over the room), kept under the true peak.
 */
export function toMessage(row: MessageRow, playback: PlaybackTarget): Message {
  const targetLufs = (playback.targetLufs ?? DEFAULT_TARGET_LUFS) + row.levelDb;
  return {
    id: row.id,
    name: row.name,
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    levelDb: row.levelDb,
    durationSeconds: row.durationSeconds,
    mimeType: row.mimeType,
    loudnessLufs: row.loudnessLufs,
    truePeakDbtp: row.truePeakDbtp,
    leadingSilenceSeconds: row.leadingSilenceSeconds,
    trailingSilenceSeconds: row.trailingSilenceSeconds,
    gainDb: playbackGainDb(row, { ...playback, targetLufs }),
    audioPath: paths.messageAudio(row.id),
    createdAt: row.createdAt.toISOString(),
  };
}
