import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decodeAudio } from "./decode-audio";
import { measureLoudness } from "~/shared/audio/measure/loudness";
import { concat, mp3File, sine, wavFile } from "./synthetic-audio";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-decode-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function writeFile(name: string, bytes: Uint8Array): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** Every chunk of a decoding, joined: what the file holds, its layout and how it arrived. */
async function decodeWhole(source: string | Uint8Array) {
  const decoding = await decodeAudio(source);
  if (decoding.unsupported) throw new Error(`unsupported: ${decoding.format}`);
  const chunks: Float32Array[][] = [];
  const rates = new Set<number>();
  for await (const { channelData, sampleRate } of decoding.chunks) {
    chunks.push(channelData);
    rates.add(sampleRate);
  }
  const [sampleRate = 0, ...otherRates] = rates;
  expect(otherRates).toEqual([]);
  const channelCount = chunks[0]?.length ?? 0;
  const channels = Array.from({ length: channelCount }, (_, channel) =>
    concat(...chunks.map((chunk) => chunk[channel] ?? new Float32Array(0))),
  );
  return { format: decoding.format, sampleRate, channels, chunkCount: chunks.length };
}

const loudnessOf = (decoded: { channels: Float32Array[]; sampleRate: number }) =>
  measureLoudness(decoded.channels, decoded.sampleRate).loudnessLufs;

const tone = (seconds: number, sampleRate: number) =>
  sine({ hz: 1000, peakDbfs: -20, seconds, sampleRate });

// toBeCloseTo(x, 0) checks ±0.5, the tolerance for loudness.
describe("decodeAudio", () => {
  it("decodes a WAV written here back to its samples, from a path and from bytes", async () => {
    const left = tone(2, 44_100);
    const right = sine({ hz: 440, peakDbfs: -6, seconds: 2, sampleRate: 44_100 });
    const bytes = wavFile([left, right], 44_100);
    for (const source of [writeFile("tone.wav", bytes), bytes]) {
      const decoded = await decodeWhole(source);
      expect(decoded.format).toBe("wav");
      expect(decoded.sampleRate).toBe(44_100);
      expect(decoded.channels.map((channel) => channel.length)).toEqual([88_200, 88_200]);
      // 16-bit samples: within one step of the source.
      const error = (a: Float32Array, b: Float32Array) =>
        Math.max(...a.map((x, i) => Math.abs(x - (b[i] ?? 0))));
      expect(error(decoded.channels[0] ?? left, left)).toBeLessThan(1 / 32_768);
      expect(error(decoded.channels[1] ?? right, right)).toBeLessThan(1 / 32_768);
    }
  });

  it("decodes a long file a chunk at a time", async () => {
    const long = tone(12, 48_000);
    const decoded = await decodeWhole(writeFile("long.wav", wavFile([long, long], 48_000)));
    expect(decoded.chunkCount).toBeGreaterThan(5);
    expect(decoded.channels[0]?.length).toBe(long.length);
  });

  it("decodes an MP3 from LAME to the loudness of its source", async () => {
    const source = tone(5, 44_100);
    const expected = measureLoudness([source, source], 44_100).loudnessLufs ?? NaN;
    const decoded = await decodeWhole(writeFile("tone.mp3", mp3File([source, source], 44_100)));
    expect(decoded.format).toBe("mp3");
    expect(decoded.sampleRate).toBe(44_100);
    // lamejs writes no gapless header: the encoder's delay and padding stay, some 40 ms.
    expect((decoded.channels[0]?.length ?? 0) / 44_100).toBeCloseTo(5, 1);
    expect(loudnessOf(decoded)).toBeCloseTo(expected, 0);
  });

  // Made with ffmpeg 5.1 from 2 s of a 1 kHz sine peaking at −20 dBFS (−20.0 LUFS on two
  // channels, and on one counted as dual mono):
  //   ffmpeg -f lavfi -i 'aevalsrc=0.1*sin(2*PI*1000*t):s=48000:d=2' -sample_fmt s16 sine-mono-48k.flac
  //   ffmpeg -f lavfi -i 'aevalsrc=0.1*sin(2*PI*1000*t)|0.1*sin(2*PI*1000*t):s=44100:d=2' \
  //     -c:a libvorbis -q:a 2 sine-stereo-44k.ogg   (likewise libopus 48k at 48 kHz,
  //     aac 64k .m4a, and the mono at 44.1 kHz as aac 48k -f adts)
  const fixture = (name: string) => path.join(import.meta.dirname, "fixtures", name);

  it.each([
    { file: "sine-mono-48k.flac", format: "flac", sampleRate: 48_000, channels: 1 },
    { file: "sine-stereo-44k.ogg", format: "ogg", sampleRate: 44_100, channels: 2 },
    { file: "sine-stereo-48k.opus", format: "opus", sampleRate: 48_000, channels: 2 },
  ])("decodes $format to the level it was made at", async (expected) => {
    const decoded = await decodeWhole(fixture(expected.file));
    expect(decoded.format).toBe(expected.format);
    expect(decoded.sampleRate).toBe(expected.sampleRate);
    expect(decoded.channels).toHaveLength(expected.channels);
    expect((decoded.channels[0]?.length ?? 0) / decoded.sampleRate).toBeCloseTo(2, 1);
    expect(loudnessOf(decoded)).toBeCloseTo(-20, 0);
  });

  it("says which accepted formats it cannot decode", async () => {
    for (const [file, format] of [
      ["sine-stereo-44k.m4a", "m4a"],
      ["sine-mono-44k.aac", "aac"],
    ]) {
      expect(await decodeAudio(fixture(file ?? ""))).toEqual({ unsupported: true, format });
    }
  });

  it("calls bytes that are not audio unsupported", async () => {
    const text = writeFile("notes.mp3", new TextEncoder().encode("not a song at all ".repeat(10)));
    expect(await decodeAudio(text)).toEqual({ unsupported: true, format: null });
    expect(await decodeAudio(new Uint8Array(0))).toEqual({ unsupported: true, format: null });
  });
});
