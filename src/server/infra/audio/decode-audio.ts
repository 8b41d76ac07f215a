import fs from "node:fs";
import { FLACDecoder } from "@wasm-audio-decoders/flac";
import { OggVorbisDecoder } from "@wasm-audio-decoders/ogg-vorbis";
import { MPEGDecoder } from "mpg123-decoder";
import { OggOpusDecoder } from "ogg-opus-decoder";
import { OpusDecoder } from "opus-decoder";
import { sniffAudioFormat, type AudioFormat } from "./inspect-audio";
import type { PcmChunk } from "./pcm-chunk";
import { createWavDecoder } from "./wav-decoder";
import { createWebmDemuxer } from "./webm-demuxer";

/** Decoded samples: one array per channel, all of the same length. */
export type AudioDecoding =
  | { unsupported: false; format: AudioFormat; chunks: AsyncIterable<PcmChunk> }
  /** Not audio we accept, or a format no decoder here reads: the caller goes without. */
  | { unsupported: true; format: AudioFormat | null };

interface StreamDecoder {
  decode(bytes: Uint8Array): PcmChunk | Promise<PcmChunk>;
  /** The samples a decoder holds back until it knows the stream has ended. */
  flush?(): PcmChunk | Promise<PcmChunk>;
  free(): void;
}

// All of them WebAssembly or JavaScript from the registry: nothing to install on the machine.
const DECODERS: Record<AudioFormat, (() => Promise<StreamDecoder>) | null> = {
  mp3: () => ready(new MPEGDecoder()),
  flac: () => ready(new FLACDecoder()),
  ogg: () => ready(new OggVorbisDecoder()),
  opus: () => ready(new OggOpusDecoder()),
  wav: async () => createWavDecoder(),
  webm: async () => createWebmOpusDecoder(),
  aac: null,
  m4a: null,
};

/** Whether a decoder here reads the format: AAC and M4A are measured in the browser (decision 019). */
export function decodesFormat(format: AudioFormat): boolean {
  return DECODERS[format] !== null;
}

/**
 * A browser's recording: frames from our demuxer to the Opus decoder, made once the track's
 * OpusHead (channels, pre-skip, mapping) has been read.
 */
function createWebmOpusDecoder(): StreamDecoder {
  const demuxer = createWebmDemuxer();
  let decoder: OpusDecoder | null = null;
  const none: PcmChunk = { channelData: [], sampleRate: 48_000 };
  return {
    async decode(bytes) {
      const frames = demuxer.push(bytes);
      const head = demuxer.opusHead;
      if (!head || frames.length === 0) return none;
      if (!decoder) {
        // The input rate is the recording's, for information only: Opus decodes at 48 kHz.
        const created = new OpusDecoder({
          channels: head.channels,
          preSkip: head.preSkip,
          streamCount: head.streamCount,
          coupledStreamCount: head.coupledStreamCount,
          channelMappingTable: head.channelMappingTable,
        });
        await created.ready;
        decoder = created;
      }
      const { channelData, sampleRate } = decoder.decodeFrames(frames);
      return { channelData, sampleRate };
    },
    flush() {
      demuxer.end();
      return none;
    },
    free() {
      decoder?.free();
    },
  };
}

async function ready<T extends StreamDecoder & { ready: Promise<void> }>(decoder: T) {
  await decoder.ready;
  return decoder;
}

// 64 KiB of a 128 kbps MP3 is 4 s of audio, of a WAV 0.4 s: each chunk decodes to a couple
// of megabytes at most, whatever the song's length.
const CHUNK_BYTES = 64 * 1024;

async function* bytesOf(source: string | Uint8Array): AsyncGenerator<Uint8Array> {
  if (typeof source !== "string") {
    for (let start = 0; start < source.length; start += CHUNK_BYTES) {
      yield source.subarray(start, start + CHUNK_BYTES);
    }
    return;
  }
  for await (const chunk of fs.createReadStream(source, { highWaterMark: CHUNK_BYTES })) {
    yield chunk as Buffer;
  }
}

const hasSamples = (pcm: PcmChunk) => (pcm.channelData[0]?.length ?? 0) > 0;

async function* decodeStream(
  first: Uint8Array,
  rest: AsyncIterator<Uint8Array>,
  createDecoder: () => Promise<StreamDecoder>,
): AsyncGenerator<PcmChunk> {
  const decoder = await createDecoder();
  try {
    for (let bytes: Uint8Array | undefined = first; bytes;) {
      const pcm = await decoder.decode(bytes);
      if (hasSamples(pcm)) yield pcm;
      const next = await rest.next();
      bytes = next.done ? undefined : next.value;
    }
    const held = await decoder.flush?.();
    if (held && hasSamples(held)) yield held;
  } finally {
    decoder.free();
    await rest.return?.();
  }
}

/**
 * Decodes a file (its path) or its bytes to PCM a chunk at a time, as the caller reads
 * them: only one chunk of bytes and its samples are in memory at once. The format comes
 * from the bytes, as for uploads (`inspect-audio.ts`).
 */
export async function decodeAudio(source: string | Uint8Array): Promise<AudioDecoding> {
  const bytes = bytesOf(source);
  const first = await bytes.next();
  const format = first.done ? null : sniffAudioFormat(first.value);
  const createDecoder = format && DECODERS[format];
  if (first.done || !format || !createDecoder) {
    await bytes.return(undefined);
    return { unsupported: true, format };
  }
  return { unsupported: false, format, chunks: decodeStream(first.value, bytes, createDecoder) };
}
