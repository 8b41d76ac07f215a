import { decodeAudio } from "./decode-audio";
import {
  createLoudnessMeter,
  type LoudnessAnalysis,
  type LoudnessMeter,
} from "~/shared/audio/measure/loudness";

/** A song this cannot measure: the player plays it at unity gain, from end to end. */
export interface UnsupportedAudio {
  unsupported: true;
  reason: string;
}

/**
 * Loudness, true peak and silent edges of an audio file, decoded and measured together a
 * chunk at a time. A file whose bytes are not a format with a decoder here, or that decodes
 * to nothing, is unsupported; a decoder's error on a damaged file is thrown.
 */
export async function analyzeAudioFile(
  filePath: string,
): Promise<LoudnessAnalysis | UnsupportedAudio> {
  const decoding = await decodeAudio(filePath);
  if (decoding.unsupported) {
    const reason = decoding.format ? `no decoder for ${decoding.format}` : "not audio we accept";
    return { unsupported: true, reason };
  }
  let meter: LoudnessMeter | null = null;
  let layout = "";
  for await (const { channelData, sampleRate } of decoding.chunks) {
    const chunkLayout = `${channelData.length} channels at ${sampleRate} Hz`;
    meter ??= createLoudnessMeter(sampleRate, channelData.length);
    layout ||= chunkLayout;
    if (chunkLayout !== layout) {
      return { unsupported: true, reason: `${layout}, then ${chunkLayout}` };
    }
    meter.push(channelData);
  }
  return meter?.result() ?? { unsupported: true, reason: `no samples in the ${decoding.format}` };
}
