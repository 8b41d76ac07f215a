import fs from "node:fs";
import { opusPacketSamples } from "./opus-packet";
import { createWebmDemuxer } from "./webm-demuxer";

const OPUS_RATE = 48_000;

/**
 * The length of a WebM/Opus file, counted from its frames: MediaRecorder writes no
 * duration in the container. Throws when the file is not one (a video, no Opus track,
 * damaged); the pre-skip the decoder drops is not counted.
 */
export async function webmOpusSeconds(filePath: string): Promise<number> {
  const demuxer = createWebmDemuxer();
  let samples = 0;
  for await (const chunk of fs.createReadStream(filePath, { highWaterMark: 64 * 1024 })) {
    for (const frame of demuxer.push(chunk as Buffer)) samples += opusPacketSamples(frame);
    if (demuxer.hasVideo) throw new Error("a WebM video");
  }
  demuxer.end();
  return Math.max(0, samples - (demuxer.opusHead?.preSkip ?? 0)) / OPUS_RATE;
}
