import { createLoudnessMeter } from "~/shared/audio/measure/loudness";
import type { SongMeasurement } from "~/shared/catalog/schema";

// AAC, raw or in MP4: the formats no decoder on the server reads (decision 019).
const BROWSER_MEASURED = /\.(aac|m4a|m4b|mp4)$/i;
const BROWSER_MEASURED_TYPES = new Set(["audio/aac", "audio/mp4", "audio/x-m4a", "audio/m4a"]);

/** A second of samples at a time, with a pause between, so the page keeps answering. */
const CHUNK_SECONDS = 1;

async function nativeSampleRate(file: File): Promise<number | undefined> {
  try {
    const { parseBlob } = await import("music-metadata");
    const { format } = await parseBlob(file, { skipCovers: true, duration: false });
    return format.sampleRate;
  } catch {
    return undefined;
  }
}

/**
 * Measures an AAC/M4A file in the admin's browser before it is uploaded, with the meters
 * the server uses on every other format (`shared/audio/measure`): the browser decodes AAC,
 * the server cannot. Decoded at the file's own rate, so the K-weighting and the true peak
 * see the samples the file holds. Null for any other format (the server measures it), or
 * where the browser cannot decode it either: the song then plays at unity gain.
 */
export async function measureInBrowser(file: File): Promise<SongMeasurement | null> {
  if (!BROWSER_MEASURED.test(file.name) && !BROWSER_MEASURED_TYPES.has(file.type)) return null;
  if (typeof OfflineAudioContext === "undefined") return null;
  try {
    const sampleRate = (await nativeSampleRate(file)) ?? 48_000;
    // decodeAudioData resamples to its context's rate: a context of one frame at the file's.
    const context = new OfflineAudioContext(1, 1, sampleRate);
    const audio = await context.decodeAudioData(await file.arrayBuffer());
    const channels = Array.from({ length: audio.numberOfChannels }, (_, channel) =>
      audio.getChannelData(channel),
    );
    const meter = createLoudnessMeter(audio.sampleRate, channels.length);
    const chunk = Math.round(CHUNK_SECONDS * audio.sampleRate);
    for (let start = 0; start < audio.length; start += chunk) {
      meter.push(channels.map((samples) => samples.subarray(start, start + chunk)));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    const { loudnessLufs, truePeakDbtp, leadingSilenceSeconds, trailingSilenceSeconds } =
      meter.result();
    return { loudnessLufs, truePeakDbtp, leadingSilenceSeconds, trailingSilenceSeconds };
  } catch {
    return null;
  }
}
