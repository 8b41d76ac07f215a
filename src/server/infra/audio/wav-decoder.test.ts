import { describe, expect, it } from "vitest";
import { concat, sine } from "~/shared/audio/measure/signals";
import { createWavDecoder } from "./wav-decoder";
import { wavFile, type WavEncoding } from "./synthetic-audio";

const RATE = 48_000;
const left = sine({ hz: 1000, peakDbfs: -20, seconds: 0.5, sampleRate: RATE });
const right = sine({ hz: 440, peakDbfs: -6, seconds: 0.5, sampleRate: RATE, phase: 1 });

/** Feeds the bytes in pieces of `piece` bytes, as a file is read, and joins what comes out. */
function decodePieces(bytes: Uint8Array, piece: number) {
  const decoder = createWavDecoder();
  const parts: Float32Array[][] = [];
  let sampleRate = 0;
  for (let start = 0; start < bytes.length; start += piece) {
    const pcm = decoder.decode(bytes.subarray(start, start + piece));
    if (pcm.channelData.length > 0) {
      parts.push(pcm.channelData);
      sampleRate = pcm.sampleRate;
    }
  }
  decoder.free();
  const channels = [0, 1].map((channel) =>
    concat(...parts.map((part) => part[channel] ?? new Float32Array(0))),
  );
  return { channels, sampleRate };
}

const largestError = (a: Float32Array, b: Float32Array) =>
  a.reduce((worst, x, i) => Math.max(worst, Math.abs(x - (b[i] ?? NaN))), 0);

// What one step of each encoding is worth (float32 keeps the Float32Array's own values).
const STEP: Record<WavEncoding, number> = {
  int8: 1 / 128,
  int16: 1 / 32_768,
  int24: 1 / 8_388_608,
  int32: 1 / 2_147_483_648,
  float32: 0,
  float64: 0,
};

describe("the WAV reader", () => {
  // A LIST chunk of 6 bytes before the samples puts them at byte 58: no multiple of 4 or 8,
  // where the registry's reader threw a RangeError on float and 32-bit files.
  const listChunk = { id: "LIST", bytes: Buffer.from("INFOab") };
  const factChunk = { id: "fact", bytes: Buffer.alloc(4) };

  for (const encoding of Object.keys(STEP) as WavEncoding[]) {
    for (const extensible of [false, true]) {
      it(`reads ${encoding}${extensible ? " (WAVE_FORMAT_EXTENSIBLE)" : ""} with its samples unaligned`, () => {
        const bytes = wavFile([left, right], RATE, {
          encoding,
          extensible,
          chunksBeforeData: [factChunk, listChunk],
        });
        expect(bytes.indexOf("data") + 8).toSatisfy((offset: number) => offset % 4 !== 0);
        for (const piece of [64 * 1024, 1001, 7]) {
          const decoded = decodePieces(bytes, piece);
          expect(decoded.sampleRate).toBe(RATE);
          expect(decoded.channels.map((channel) => channel.length)).toEqual([24_000, 24_000]);
          const [decodedLeft = new Float32Array(0), decodedRight = new Float32Array(0)] =
            decoded.channels;
          expect(largestError(decodedLeft, left)).toBeLessThanOrEqual(STEP[encoding]);
          expect(largestError(decodedRight, right)).toBeLessThanOrEqual(STEP[encoding]);
        }
      });
    }
  }

  it("stops at the end of the samples, whatever chunk follows them", () => {
    const bytes = Buffer.concat([
      wavFile([left, right], RATE, { encoding: "float32" }),
      Buffer.from("LIST\x08\x00\x00\x00INFOabcd", "latin1"),
    ]);
    expect(decodePieces(bytes, 4096).channels[0]).toHaveLength(24_000);
  });

  it("refuses a format it has no reader for", () => {
    const bytes = wavFile([left, right], RATE);
    bytes.writeUInt16LE(2, 20); // Microsoft ADPCM
    expect(() => createWavDecoder().decode(bytes)).toThrow("no decoder for WAV format 2");
  });
});
