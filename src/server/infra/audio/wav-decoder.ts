import type { PcmChunk } from "./pcm-chunk";

const PCM = 1;
const IEEE_FLOAT = 3;
const EXTENSIBLE = 0xfffe;

interface WavFormat {
  channels: number;
  sampleRate: number;
  /** Bytes of one sample of one channel, as stored (a 24-bit sample in 32 bits takes 4). */
  bytesPerSample: number;
  float: boolean;
}

type SampleReader = (view: DataView, offset: number) => number;

function sampleReader({ bytesPerSample, float }: WavFormat): SampleReader {
  if (float && bytesPerSample === 4) return (view, at) => view.getFloat32(at, true);
  if (float && bytesPerSample === 8) return (view, at) => view.getFloat64(at, true);
  if (float) throw new Error(`no ${bytesPerSample * 8}-bit float WAV`);
  switch (bytesPerSample) {
    case 1:
      return (view, at) => (view.getUint8(at) - 128) / 128;
    case 2:
      return (view, at) => view.getInt16(at, true) / 32768;
    case 3:
      return (view, at) =>
        ((view.getInt8(at + 2) << 16) | (view.getUint8(at + 1) << 8) | view.getUint8(at)) / 8388608;
    case 4:
      return (view, at) => view.getInt32(at, true) / 2147483648;
    default:
      throw new Error(`no ${bytesPerSample * 8}-bit integer WAV`);
  }
}

/** The `fmt ` chunk: PCM or IEEE float, plain or WAVE_FORMAT_EXTENSIBLE (its sub-format). */
function parseFormat(view: DataView, at: number, size: number): WavFormat {
  if (size < 16) throw new Error("a WAV fmt chunk shorter than 16 bytes");
  let tag = view.getUint16(at, true);
  const channels = view.getUint16(at + 2, true);
  const sampleRate = view.getUint32(at + 4, true);
  const blockAlign = view.getUint16(at + 12, true);
  // The sub-format GUID starts 24 bytes in; its first two bytes are the format's tag.
  if (tag === EXTENSIBLE && size >= 40) tag = view.getUint16(at + 24, true);
  if (tag !== PCM && tag !== IEEE_FLOAT) throw new Error(`no decoder for WAV format ${tag}`);
  if (channels === 0 || sampleRate === 0 || blockAlign % channels !== 0) {
    throw new Error("a WAV fmt chunk that describes no audio");
  }
  return { channels, sampleRate, bytesPerSample: blockAlign / channels, float: tag === IEEE_FLOAT };
}

/**
 * A streaming reader of RIFF WAVE files: 8/16/24/32-bit integer PCM and 32/64-bit float,
 * plain or WAVE_FORMAT_EXTENSIBLE, with any chunks (LIST, fact, bext…) before or after the
 * samples. It reads through a DataView, so the samples need no alignment in memory (an odd
 * chunk before `data` leaves them at any offset), and keeps the bytes of a frame split
 * between two reads for the next one.
 */
export function createWavDecoder() {
  let pending = new Uint8Array(0);
  /** Past the 12 bytes of "RIFF", the size and "WAVE". */
  let headerParsed = false;
  /** Bytes of a chunk that is not needed, still to pass over. */
  let skip = 0;
  let format: WavFormat | null = null;
  let read: SampleReader | null = null;
  /** Bytes of samples still to come; Infinity when the header leaves the size open. */
  let dataLeft = 0;
  /** The samples have all been read: what follows them (a LIST chunk at the end) is not audio. */
  let finished = false;

  const empty = (): PcmChunk => ({ channelData: [], sampleRate: format?.sampleRate ?? 0 });

  /** Reads chunk headers until the samples start, or the bytes run out. */
  function findData(view: DataView): number {
    let at = 0;
    if (!headerParsed) {
      if (pending.length < 12) return 0;
      headerParsed = true;
      at = 12;
    }
    while (dataLeft === 0) {
      const skipped = Math.min(skip, pending.length - at);
      at += skipped;
      skip -= skipped;
      if (skip > 0 || pending.length - at < 8) return at;
      const id = String.fromCharCode(...pending.subarray(at, at + 4));
      const size = view.getUint32(at + 4, true);
      if (id === "data") {
        if (!format) throw new Error("WAV samples before their fmt chunk");
        // Streams written before their length was known say 0 or 0xFFFFFFFF.
        dataLeft = size === 0 || size === 0xffffffff ? Infinity : size;
        return at + 8;
      }
      if (id === "fmt ") {
        if (pending.length - at < 8 + size) return at;
        format = parseFormat(view, at + 8, size);
        read = sampleReader(format);
      }
      at += 8;
      // Chunks are padded to an even length.
      skip = size + (size % 2);
    }
    return at;
  }

  function samples(view: DataView, start: number): { chunk: PcmChunk; used: number } {
    if (!format || !read || dataLeft === 0) return { chunk: empty(), used: start };
    const frameBytes = format.bytesPerSample * format.channels;
    const available = Math.min(pending.length - start, dataLeft);
    const frames = Math.floor(available / frameBytes);
    const channelData = Array.from({ length: format.channels }, () => new Float32Array(frames));
    let at = start;
    for (let frame = 0; frame < frames; frame++) {
      for (const channel of channelData) {
        channel[frame] = read(view, at);
        at += format.bytesPerSample;
      }
    }
    dataLeft -= frames * frameBytes;
    finished = dataLeft === 0;
    return {
      chunk: { channelData, sampleRate: format.sampleRate },
      used: finished ? pending.length : at,
    };
  }

  return {
    decode(bytes: Uint8Array): PcmChunk {
      if (finished) return empty();
      const joined = new Uint8Array(pending.length + bytes.length);
      joined.set(pending);
      joined.set(bytes, pending.length);
      pending = joined;
      const view = new DataView(pending.buffer, pending.byteOffset, pending.byteLength);
      const start = dataLeft === 0 ? findData(view) : 0;
      const { chunk, used } = samples(view, start);
      pending = pending.slice(used);
      return chunk;
    },
    free() {
      pending = new Uint8Array(0);
    },
  };
}
