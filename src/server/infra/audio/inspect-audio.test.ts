import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Mp3Encoder } from "@breezystack/lamejs";
import { afterAll, describe, expect, it } from "vitest";
import { inspectAudioFile, sniffAudioFormat } from "./inspect-audio";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-audio-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function writeFile(name: string, bytes: Uint8Array | string): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** One second of a 440 Hz sine as 16-bit samples. */
function sine(sampleRate: number): Int16Array {
  return Int16Array.from({ length: sampleRate }, (_, i) =>
    Math.round(Math.sin((2 * Math.PI * 440 * i) / sampleRate) * 12_000),
  );
}

/** A canonical 44-byte PCM header, mono 16-bit, then the samples. */
function wav(samples: Int16Array, sampleRate: number): Buffer {
  const data = Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

function mp3(samples: Int16Array, sampleRate: number): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, 64);
  // The encoder hands back Int8Arrays, whatever its types say: view their bytes.
  const bytesOf = (chunk: ArrayBufferView) =>
    Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.concat([bytesOf(encoder.encodeBuffer(samples)), bytesOf(encoder.flush())]);
}

/** An ID3v2.3 tag with Latin-1 text frames. */
function id3(frames: Record<string, string>): Buffer {
  const body = Buffer.concat(
    Object.entries(frames).map(([id, text]) => {
      const content = Buffer.concat([Buffer.from([0x00]), Buffer.from(text, "latin1")]);
      const header = Buffer.alloc(10);
      header.write(id, 0, "ascii");
      header.writeUInt32BE(content.length, 4);
      return Buffer.concat([header, content]);
    }),
  );
  const size = body.length;
  // The tag size is "syncsafe": 7 bits per byte.
  const syncsafe = [(size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f];
  return Buffer.concat([Buffer.from([0x49, 0x44, 0x33, 0x03, 0x00, 0x00, ...syncsafe]), body]);
}

/** Deterministic noise, so no run can stumble on a frame sync by chance. */
function noise(length: number): Buffer {
  let state = 42;
  return Buffer.from(
    Array.from({ length }, () => {
      state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
      return state >> 23;
    }),
  );
}

describe("inspectAudioFile", () => {
  it("reads a WAV file", async () => {
    const file = writeFile("tono.wav", wav(sine(8000), 8000));
    const info = await inspectAudioFile(file);
    expect(info).toMatchObject({
      format: "wav",
      mimeType: "audio/wav",
      extension: "wav",
      title: null,
      artist: null,
    });
    expect(info?.durationSeconds).toBeCloseTo(1, 1);
  });

  it("reads an MP3 file", async () => {
    const file = writeFile("tono.mp3", mp3(sine(44_100), 44_100));
    const info = await inspectAudioFile(file);
    expect(info).toMatchObject({
      format: "mp3",
      mimeType: "audio/mpeg",
      extension: "mp3",
      title: null,
    });
    expect(Math.abs((info?.durationSeconds ?? 0) - 1)).toBeLessThanOrEqual(0.3);
  });

  it("reads the title and artist of an MP3 with an ID3v2 tag", async () => {
    const tag = id3({ TIT2: "Lluvia de otoño", TPE1: "  Los Sonarios  " });
    const file = writeFile("etiquetado.mp3", Buffer.concat([tag, mp3(sine(44_100), 44_100)]));
    const info = await inspectAudioFile(file);
    expect(info).toMatchObject({ format: "mp3", title: "Lluvia de otoño", artist: "Los Sonarios" });
    expect(Math.abs((info?.durationSeconds ?? 0) - 1)).toBeLessThanOrEqual(0.3);
  });

  it("decides from the bytes: a web page named .mp3 is not audio", async () => {
    const file = writeFile("cancion.mp3", "<!doctype html><html><body>Hola</body></html>");
    expect(await inspectAudioFile(file)).toBeNull();
  });

  it("turns down an empty file, noise, a header without audio and a missing file", async () => {
    expect(await inspectAudioFile(writeFile("vacio.mp3", ""))).toBeNull();
    expect(await inspectAudioFile(writeFile("ruido.wav", noise(4096)))).toBeNull();
    expect(
      await inspectAudioFile(writeFile("sin-datos.wav", wav(new Int16Array(0), 8000))),
    ).toBeNull();
    expect(await inspectAudioFile(path.join(folder, "no-existe.mp3"))).toBeNull();
  });
});

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === "string" ? [...Buffer.from(part, "latin1")] : part)),
  );

/** An Ogg page header with one segment, then the start of its payload. */
const oggPage = (payload: string) =>
  bytes("OggS", [0, 2, ...Array<number>(20).fill(0), 1, payload.length], payload);

describe("sniffAudioFormat", () => {
  it.each([
    ["an ID3 tag", bytes("ID3", [3, 0, 0, 0, 0, 0, 0]), "mp3"],
    ["an MPEG-1 layer III frame", bytes([0xff, 0xfb, 0x90, 0x64]), "mp3"],
    ["an MPEG-2 layer III frame", bytes([0xff, 0xf3, 0x64, 0xc4]), "mp3"],
    ["an ADTS frame", bytes([0xff, 0xf1, 0x50, 0x80]), "aac"],
    ["an MPEG-2 ADTS frame", bytes([0xff, 0xf9, 0x50, 0x80]), "aac"],
    ["an M4A", bytes([0, 0, 0, 0x20], "ftypM4A ", [0, 0, 0, 0]), "m4a"],
    ["an isom MP4", bytes([0, 0, 0, 0x1c], "ftypisom", [0, 0, 2, 0]), "m4a"],
    ["a DASH segment", bytes([0, 0, 0, 0x18], "ftypdash", [0, 0, 0, 0]), "m4a"],
    ["Ogg Opus", oggPage("OpusHead\x01\x02"), "opus"],
    ["Ogg Vorbis", oggPage("\x01vorbis\x00\x00"), "ogg"],
    ["FLAC", bytes("fLaC", [0, 0, 0, 0x22]), "flac"],
    ["WAV", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt "), "wav"],
    ["a browser's WebM", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84], "webm"), "webm"],
  ])("recognises %s", (_, head, format) => {
    expect(sniffAudioFormat(head)).toBe(format);
  });

  it.each([
    ["nothing", bytes()],
    ["HTML", bytes("<!doctype html>")],
    ["a PNG", bytes([0x89], "PNG\r\n\x1a\n")],
    ["a QuickTime movie", bytes([0, 0, 0, 0x14], "ftypqt  ", [0, 0, 0, 0])],
    ["Ogg Theora", oggPage("\x80theora")],
    ["an AVI", bytes("RIFF", [0, 0, 0, 0], "AVI LIST")],
    ["a Matroska file", bytes([0x1a, 0x45, 0xdf, 0xa3, 0x8b, 0x42, 0x82, 0x88], "matroska")],
    ["a frame sync with a reserved layer", bytes([0xff, 0xe9, 0x90, 0x00])],
    ["a frame sync with a bad bitrate", bytes([0xff, 0xfb, 0xf0, 0x00])],
    ["noise", noise(64)],
  ])("turns down %s", (_, head) => {
    expect(sniffAudioFormat(head)).toBeNull();
  });
});
