// Generated signals of known level, and their encodings, for the tests and the bench.
import { Mp3Encoder } from "@breezystack/lamejs";

export { concat, silence, sine } from "~/shared/audio/measure/signals";

/** Rounded and clipped to 16-bit integers, as both encoders take them. */
function int16(samples: Float32Array): Int16Array {
  return Int16Array.from(samples, (x) => Math.max(-32768, Math.min(32767, Math.round(x * 32767))));
}

/** A canonical 44-byte RIFF header for 16-bit PCM, then the interleaved samples. */
export function wavFile(channels: Float32Array[], sampleRate: number): Buffer {
  const frames = channels[0]?.length ?? 0;
  const blockAlign = 2 * channels.length;
  const data = Buffer.alloc(frames * blockAlign);
  const columns = channels.map(int16);
  for (let frame = 0; frame < frames; frame++) {
    columns.forEach((column, channel) => {
      data.writeInt16LE(column[frame] ?? 0, frame * blockAlign + 2 * channel);
    });
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0, "ascii");
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVE", 8, "ascii");
  header.write("fmt ", 12, "ascii");
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(channels.length, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * blockAlign, 28);
  header.writeUInt16LE(blockAlign, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36, "ascii");
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
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
