import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { analyzeAudioFile } from "./analyze-audio-file";
import { inspectAudioFile } from "./inspect-audio";
import { opusPacketSamples } from "./opus-packet";
import { createWebmDemuxer, ebmlDocType, WebmError } from "./webm-demuxer";

/**
 * Three seconds of a 440 Hz sine at a quarter of full scale, recorded by Chromium's
 * MediaRecorder (`audio/webm;codecs=opus`, 32 kbps, a chunk a second): Segment and
 * Clusters of unknown size, no duration, SimpleBlocks.
 */
const RECORDED = path.join(import.meta.dirname, "fixtures", "recorded-sine-440-3s.webm");
const recorded = () => new Uint8Array(fs.readFileSync(RECORDED));

function demuxAll(bytes: Uint8Array, chunkBytes: number) {
  const demuxer = createWebmDemuxer();
  const frames: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; at += chunkBytes)
    frames.push(...demuxer.push(bytes.subarray(at, at + chunkBytes)));
  demuxer.end();
  return { demuxer, frames };
}

// --- A WebM written by hand: known sizes, a BlockGroup, laced blocks, a second track. ---

function vintSize(size: number): number[] {
  // Eight bytes always: simple, and legal.
  const out = [0x01];
  for (let i = 6; i >= 0; i--) out.push(Math.floor(size / 2 ** (8 * i)) & 0xff);
  return out;
}
function idBytes(id: number): number[] {
  const out: number[] = [];
  for (let value = id; value > 0; value = Math.floor(value / 256)) out.unshift(value & 0xff);
  return out;
}
const element = (id: number, body: number[]) => [...idBytes(id), ...vintSize(body.length), ...body];
const uint = (value: number) => [value];
const ascii = (value: string) => [...Buffer.from(value, "latin1")];
const blockBody = (track: number, lacing: number, payload: number[]) => [
  0x80 | track,
  0,
  0,
  lacing << 1,
  ...payload,
];

function opusHead(channels: number, preSkip: number): number[] {
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "latin1");
  head.writeUInt8(1, 8);
  head.writeUInt8(channels, 9);
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(48_000, 12);
  return [...head];
}

function handMadeWebm(frames: Uint8Array[]): Uint8Array {
  const [a = [], b = [], c = [], d = [], e = []] = frames.map((frame) => [...frame]);
  const tracks = element(0x1654ae6b, [
    ...element(0xae, [
      ...element(0xd7, uint(1)),
      ...element(0x83, uint(2)),
      ...element(0x86, ascii("A_VORBIS")),
    ]),
    ...element(0xae, [
      ...element(0xd7, uint(2)),
      ...element(0x83, uint(2)),
      ...element(0x86, ascii("A_OPUS")),
      ...element(0x63a2, opusHead(2, 312)),
    ]),
  ]);
  const cluster = element(0x1f43b675, [
    ...element(0xe7, uint(0)),
    // Another track's block: passed over.
    ...element(0xa3, blockBody(1, 0, [1, 2, 3])),
    ...element(0xa3, blockBody(2, 0, a)),
    ...element(0xa0, [...element(0xa1, blockBody(2, 0, b)), ...element(0xfb, uint(0))]),
    // Xiph lacing: two frames, the first's size in 255s and a remainder.
    ...element(
      0xa3,
      blockBody(2, 0b01, [
        1,
        ...Array<number>(Math.floor(c.length / 255)).fill(255),
        c.length % 255,
        ...c,
        ...d,
      ]),
    ),
    // Fixed lacing: two frames of one size.
    ...element(0xa3, blockBody(2, 0b10, [1, ...e, ...e])),
    ...element(0xec, [0, 0, 0, 0]),
  ]);
  const header = element(0x1a45dfa3, element(0x4282, ascii("webm")));
  return Uint8Array.from([...header, ...element(0x18538067, [...tracks, ...cluster])]);
}

describe("the WebM demuxer", () => {
  it("reads MediaRecorder's recording: OpusHead and every frame, whatever the chunks", () => {
    const whole = demuxAll(recorded(), 64 * 1024);
    expect(whole.demuxer.opusHead).toMatchObject({ channels: 2, sampleRate: 48_000 });
    expect(whole.demuxer.hasVideo).toBe(false);
    const samples = whole.frames.reduce((sum, frame) => sum + opusPacketSamples(frame), 0);
    // Three seconds recorded, give or take a frame or two at each end.
    expect(samples / 48_000).toBeGreaterThan(2.7);
    expect(samples / 48_000).toBeLessThan(3.3);
    const bitByBit = demuxAll(recorded(), 7);
    expect(bitByBit.frames).toEqual(whole.frames);
  });

  it("reads known sizes, BlockGroups, laced blocks and only the Opus track", () => {
    const source = demuxAll(recorded(), 64 * 1024).frames.slice(0, 5);
    const { demuxer, frames } = demuxAll(handMadeWebm(source), 5);
    expect(demuxer.opusHead).toEqual({ channels: 2, preSkip: 312, sampleRate: 48_000 });
    const [a, b, c, d, e] = source;
    expect(frames).toEqual([a, b, c, d, e, e]);
  });

  it("refuses a file cut inside an element, or one without an Opus track", () => {
    const bytes = recorded();
    const cut = createWebmDemuxer();
    cut.push(bytes.subarray(0, bytes.length - 10));
    expect(() => cut.end()).toThrow(WebmError);
    const header = createWebmDemuxer();
    header.push(bytes.subarray(0, 40));
    expect(() => header.end()).toThrow(WebmError);
    expect(() => createWebmDemuxer().push(Buffer.from("RIFF....WAVE"))).toThrow(WebmError);
  });

  it("names the DocType of the EBML header", () => {
    expect(ebmlDocType(recorded().subarray(0, 64))).toBe("webm");
    expect(ebmlDocType(Buffer.from("OggS"))).toBeNull();
  });
});

describe("a recorded WebM/Opus file", () => {
  it("is audio we accept, as long as it sounded, and measured", async () => {
    const info = await inspectAudioFile(RECORDED);
    expect(info).toMatchObject({ format: "webm", mimeType: "audio/webm", extension: "webm" });
    expect(info?.durationSeconds).toBeCloseTo(3, 0);
    const analysis = await analyzeAudioFile(RECORDED);
    if ("unsupported" in analysis) throw new Error(analysis.reason);
    // A quarter of full scale in both channels: about -12.6 LUFS, -12 dBTP (Opus overshoots a little).
    expect(analysis.loudnessLufs).toBeGreaterThan(-14);
    expect(analysis.loudnessLufs).toBeLessThan(-11);
    expect(analysis.truePeakDbtp).toBeGreaterThan(-13);
    expect(analysis.truePeakDbtp).toBeLessThan(-10);
    expect(analysis.durationSeconds).toBeCloseTo(info?.durationSeconds ?? 0, 1);
  });
});
