import fsp from "node:fs/promises";
import { parseFile } from "music-metadata";
import { ebmlDocType } from "./webm-demuxer";
import { webmOpusSeconds } from "./webm-duration";

export type AudioFormat = "mp3" | "aac" | "m4a" | "ogg" | "opus" | "flac" | "wav" | "webm";

export interface AudioInfo {
  format: AudioFormat;
  mimeType: string;
  extension: string;
  durationSeconds: number;
  title: string | null;
  artist: string | null;
}

const MIME_TYPES = {
  mp3: "audio/mpeg",
  aac: "audio/aac",
  m4a: "audio/mp4",
  ogg: "audio/ogg",
  opus: "audio/ogg",
  flac: "audio/flac",
  wav: "audio/wav",
  webm: "audio/webm",
} as const satisfies Record<AudioFormat, string>;

const HEAD_BYTES = 64;

// ISO base media brands of audio files (iTunes, ffmpeg, DASH); "qt  " and 3GP are left out.
const MP4_AUDIO_BRANDS = new Set([
  "M4A ",
  "M4B ",
  "M4P ",
  "mp41",
  "mp42",
  "isom",
  "iso2",
  "iso5",
  "iso6",
  "dash",
]);

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** 0xFFF sync with layer 00: an ADTS AAC header. */
const isAdts = (b0: number, b1: number) => b0 === 0xff && (b1 & 0xf6) === 0xf0;

/** 11-bit MPEG audio frame sync with a valid version, layer, bitrate and sample rate. */
function isMpegFrame(head: Uint8Array): boolean {
  const [b0 = 0, b1 = 0, b2 = 0] = head;
  if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0 || isAdts(b0, b1)) return false;
  const version = (b1 >> 3) & 0b11;
  const layer = (b1 >> 1) & 0b11;
  const bitrate = b2 >> 4;
  const sampleRate = (b2 >> 2) & 0b11;
  return version !== 0b01 && layer !== 0b00 && bitrate !== 0b1111 && sampleRate !== 0b11;
}

function sniffOgg(head: Uint8Array): AudioFormat | null {
  // The first page's payload follows its 27-byte header and segment table.
  const payload = 27 + (head[26] ?? 0);
  if (ascii(head, payload, 8) === "OpusHead") return "opus";
  if (ascii(head, payload, 7) === "\x01vorbis") return "ogg";
  return null;
}

/** The format from the magic bytes of a file's first 64 bytes; null when not audio we accept. */
export function sniffAudioFormat(head: Uint8Array): AudioFormat | null {
  if (ascii(head, 0, 3) === "ID3" || isMpegFrame(head)) return "mp3";
  if (isAdts(head[0] ?? 0, head[1] ?? 0)) return "aac";
  if (ascii(head, 4, 4) === "ftyp") return MP4_AUDIO_BRANDS.has(ascii(head, 8, 4)) ? "m4a" : null;
  if (ascii(head, 0, 4) === "OggS") return sniffOgg(head);
  if (ascii(head, 0, 4) === "fLaC") return "flac";
  if (ascii(head, 0, 4) === "RIFF" && ascii(head, 8, 4) === "WAVE") return "wav";
  // A browser's recording (MediaRecorder); Matroska at large is not accepted.
  if (ebmlDocType(head) === "webm") return "webm";
  return null;
}

async function readHead(filePath: string): Promise<Uint8Array> {
  const handle = await fsp.open(filePath, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(HEAD_BYTES), 0, HEAD_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const tag = (value: string | undefined) => value?.trim() || null;

/**
 * A recording's WebM has no duration, and music-metadata cannot read its unknown-size
 * Segment: its Opus frames are counted instead.
 */
async function inspectWebm(filePath: string): Promise<AudioInfo | null> {
  const durationSeconds = await webmOpusSeconds(filePath);
  if (durationSeconds <= 0) return null;
  const format = "webm";
  return {
    format,
    mimeType: MIME_TYPES[format],
    extension: format,
    durationSeconds,
    title: null,
    artist: null,
  };
}

/** Decides from the bytes, never from the name; null when the file is not audio we accept (or is empty/unreadable, or has no duration). */
export async function inspectAudioFile(filePath: string): Promise<AudioInfo | null> {
  try {
    const format = sniffAudioFormat(await readHead(filePath));
    if (!format) return null;
    if (format === "webm") return await inspectWebm(filePath);
    const metadata = await parseFile(filePath, { duration: true });
    const duration = metadata.format.duration;
    if (
      metadata.format.hasVideo === true ||
      duration === undefined ||
      !Number.isFinite(duration) ||
      duration <= 0
    ) {
      return null;
    }
    return {
      format,
      mimeType: MIME_TYPES[format],
      extension: format,
      durationSeconds: duration,
      title: tag(metadata.common.title),
      artist: tag(metadata.common.artist),
    };
  } catch {
    // Unreadable or malformed: to the caller it is simply not audio we accept.
    return null;
  }
}
