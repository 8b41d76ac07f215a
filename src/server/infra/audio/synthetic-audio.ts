// Generated signals of known level, and their encodings, for the tests and the bench.
import { Mp3Encoder } from "@breezystack/lamejs";

export { concat, silence, sine } from "~/shared/audio/measure/signals";

/** Rounded and clipped to 16-bit integers, as the MP3 encoder takes them. */
function int16(samples: Float32Array): Int16Array {
  return Int16Array.from(samples, (x) => Math.max(-32768, Math.min(32767, Math.round(x * 32767))));
}

export type WavEncoding = "int8" | "int16" | "int24" | "int32" | "float32" | "float64";

export interface WavOptions {
  encoding?: WavEncoding;
  /** A WAVE_FORMAT_EXTENSIBLE fmt chunk (40 bytes, the format in its sub-format GUID). */
  extensible?: boolean;
  /** Chunks between fmt and data, as ffmpeg and sox write them (LIST, fact): any length. */
  chunksBeforeData?: { id: string; bytes: Uint8Array }[];
}

const WAV_SAMPLE_BYTES: Record<WavEncoding, number> = {
  int8: 1,
  int16: 2,
  int24: 3,
  int32: 4,
  float32: 4,
  float64: 8,
};

function writeSample(data: Buffer, at: number, x: number, encoding: WavEncoding) {
  const clip = (scale: number) => Math.max(-scale, Math.min(scale - 1, Math.round(x * scale)));
  switch (encoding) {
    case "int8":
      return data.writeUInt8(clip(128) + 128, at);
    case "int16":
      return data.writeInt16LE(clip(32768), at);
    case "int24":
      return data.writeIntLE(clip(8388608), at, 3);
    case "int32":
      return data.writeInt32LE(clip(2147483648), at);
    case "float32":
      return data.writeFloatLE(x, at);
    case "float64":
      return data.writeDoubleLE(x, at);
  }
}

function riffChunk(id: string, body: Uint8Array): Buffer {
  const header = Buffer.alloc(8);
  header.write(id, 0, "ascii");
  header.writeUInt32LE(body.length, 4);
  // Chunks are padded to an even length; the size says the unpadded one.
  return Buffer.concat([header, body, Buffer.alloc(body.length % 2)]);
}

/**
 * A RIFF WAVE file of the samples: 16-bit PCM with a canonical 44-byte header unless told
 * otherwise; integer encodings are rounded and clipped.
 */
export function wavFile(
  channels: Float32Array[],
  sampleRate: number,
  { encoding = "int16", extensible = false, chunksBeforeData = [] }: WavOptions = {},
): Buffer {
  const frames = channels[0]?.length ?? 0;
  const sampleBytes = WAV_SAMPLE_BYTES[encoding];
  const blockAlign = sampleBytes * channels.length;
  const data = Buffer.alloc(frames * blockAlign);
  for (let frame = 0; frame < frames; frame++) {
    channels.forEach((column, channel) => {
      writeSample(data, frame * blockAlign + sampleBytes * channel, column[frame] ?? 0, encoding);
    });
  }
  const tag = encoding.startsWith("float") ? 3 : 1;
  const fmt = Buffer.alloc(extensible ? 40 : 16);
  fmt.writeUInt16LE(extensible ? 0xfffe : tag, 0);
  fmt.writeUInt16LE(channels.length, 2);
  fmt.writeUInt32LE(sampleRate, 4);
  fmt.writeUInt32LE(sampleRate * blockAlign, 8);
  fmt.writeUInt16LE(blockAlign, 12);
  fmt.writeUInt16LE(sampleBytes * 8, 14);
  if (extensible) {
    fmt.writeUInt16LE(22, 16); // the extension's size
    fmt.writeUInt16LE(sampleBytes * 8, 18); // valid bits
    fmt.writeUInt32LE(channels.length === 2 ? 0b11 : 0b100, 20); // front L+R, or centre
    // KSDATAFORMAT_SUBTYPE_PCM / _IEEE_FLOAT: the tag, then a fixed tail.
    fmt.writeUInt16LE(tag, 24);
    Buffer.from("000000001000800000aa00389b71", "hex").copy(fmt, 26);
  }
  const body = Buffer.concat([
    Buffer.from("WAVE", "ascii"),
    riffChunk("fmt ", fmt),
    ...chunksBeforeData.map(({ id, bytes }) => riffChunk(id, bytes)),
    riffChunk("data", data),
  ]);
  return riffChunk("RIFF", body);
}

/** An MP3 of one or two channels at a constant bitrate, encoded by LAME. */
export function mp3File(channels: Float32Array[], sampleRate: number, kbps = 128): Buffer {
  const encoder = new Mp3Encoder(channels.length, sampleRate, kbps);
  const [left = new Float32Array(0), right] = channels;
  const frame = 1152;
  // The encoder hands back Int8Arrays, whatever its types say: view their bytes.
  const bytesOf = (chunk: ArrayBufferView) =>
    Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  const parts: Buffer[] = [];
  for (let start = 0; start < left.length; start += frame) {
    const end = start + frame;
    const encoded = encoder.encodeBuffer(
      int16(left.subarray(start, end)),
      right && int16(right.subarray(start, end)),
    );
    parts.push(Buffer.from(bytesOf(encoded)));
  }
  parts.push(Buffer.from(bytesOf(encoder.flush())));
  return Buffer.concat(parts);
}
