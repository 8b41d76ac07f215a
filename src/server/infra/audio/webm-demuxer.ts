/**
 * A small EBML reader for the WebM a browser's MediaRecorder makes
 * (`audio/webm;codecs=opus`, how "Mensajes" records announcements): the Opus track's header
 * and its frames, read as the bytes come. MediaRecorder writes the Segment and each Cluster
 * with an unknown size (an all-ones length) and no duration, so master elements are
 * entered, never measured, and the length of the audio comes from its frames. Only the
 * elements below are read; the rest (Cues, Tags, Void, timecodes…) are passed over.
 * Spec: https://www.matroska.org/technical/elements.html, RFC 8794 (EBML).
 */

const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  cluster: 0x1f43b675,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  blockGroup: 0xa0,
  block: 0xa1,
  simpleBlock: 0xa3,
} as const;

/** Entered rather than read whole: their children come as the bytes do. */
const MASTERS = new Set<number>([ID.segment, ID.cluster, ID.tracks, ID.trackEntry, ID.blockGroup]);
/** Leaves kept; any other leaf is skipped. */
const LEAVES = new Set<number>([
  ID.trackNumber,
  ID.trackType,
  ID.codecId,
  ID.codecPrivate,
  ID.block,
  ID.simpleBlock,
]);

const TRACK_TYPE_VIDEO = 1;
/** No leaf we read is larger than a block; a bigger one is a damaged file, not a wait. */
const MAX_LEAF_BYTES = 16 * 1024 * 1024;

export class WebmError extends Error {}

/** What OpusHead (the track's CodecPrivate, RFC 7845 §5.1) tells a decoder. */
export interface OpusHead {
  channels: number;
  preSkip: number;
  sampleRate: number;
  /** Channel mapping family 1+: the streams and how channels map onto them. */
  streamCount?: number;
  coupledStreamCount?: number;
  channelMappingTable?: number[];
}

interface Vint {
  value: number;
  length: number;
  /** All value bits set: an "unknown" size. */
  unknown: boolean;
}

/** A variable-length integer at `at`, or null when its bytes have not all come yet. */
function readVint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint | null {
  const first = bytes[at];
  if (first === undefined) return null;
  if (first === 0) throw new WebmError("invalid EBML length");
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

const text = (bytes: Uint8Array) => String.fromCharCode(...bytes).replace(/\0+$/, "");

function unsigned(bytes: Uint8Array): number {
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

/** The DocType of an EBML header at the start of `head` ("webm", "matroska"), or null. */
export function ebmlDocType(head: Uint8Array): string | null {
  try {
    const id = readVint(head, 0, true);
    if (id?.value !== ID.ebml) return null;
    const size = readVint(head, id.length, false);
    if (!size) return null;
    const end = size.unknown
      ? head.length
      : Math.min(head.length, id.length + size.length + size.value);
    for (let at = id.length + size.length; at < end;) {
      const childId = readVint(head, at, true);
      const childSize = childId && readVint(head, at + childId.length, false);
      if (!childId || !childSize || childSize.unknown) return null;
      const start = at + childId.length + childSize.length;
      if (childId.value === ID.docType)
        return start + childSize.value <= head.length
          ? text(head.subarray(start, start + childSize.value))
          : null;
      at = start + childSize.value;
    }
    return null;
  } catch {
    return null;
  }
}

/** OpusHead: "OpusHead", version, channels, pre-skip, input rate, gain, mapping family. */
export function parseOpusHead(bytes: Uint8Array): OpusHead {
  if (bytes.length < 19 || text(bytes.subarray(0, 8)) !== "OpusHead")
    throw new WebmError("the Opus track has no OpusHead");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const channels = view.getUint8(9);
  const head: OpusHead = {
    channels,
    preSkip: view.getUint16(10, true),
    sampleRate: view.getUint32(12, true),
  };
  if (view.getUint8(18) === 0) return head;
  if (bytes.length < 21 + channels) throw new WebmError("the OpusHead's mapping is cut short");
  return {
    ...head,
    streamCount: view.getUint8(19),
    coupledStreamCount: view.getUint8(20),
    channelMappingTable: Array.from(bytes.subarray(21, 21 + channels)),
  };
}

interface Track {
  number?: number;
  type?: number;
  codecId?: string;
  codecPrivate?: Uint8Array;
}

/** The frames of a block's payload after its header, unlaced (Matroska §10.3). */
function unlace(payload: Uint8Array, lacing: number): Uint8Array[] {
  if (lacing === 0) return [payload];
  const count = (payload[0] ?? 0) + 1;
  let at = 1;
  const sizes: number[] = [];
  if (lacing === 0b01) {
    // Xiph: each size as a run of 255s and a last byte below 255.
    for (let i = 0; i < count - 1; i++) {
      let size = 0;
      let byte: number;
      do {
        byte = payload[at++] ?? 0;
        size += byte;
      } while (byte === 255 && at < payload.length);
      sizes.push(size);
    }
  } else if (lacing === 0b11) {
    // EBML: the first size, then signed differences from the one before.
    for (let i = 0; i < count - 1; i++) {
      const vint = readVint(payload, at, false);
      if (!vint) throw new WebmError("a laced block is cut short");
      at += vint.length;
      const bias = 2 ** (7 * vint.length - 1) - 1;
      const previous = sizes.at(-1);
      sizes.push(previous === undefined ? vint.value : previous + vint.value - bias);
    }
  } else {
    // Fixed: frames of one size.
    const size = (payload.length - 1) / count;
    if (!Number.isInteger(size)) throw new WebmError("a fixed-size laced block is uneven");
    return Array.from({ length: count }, (_, i) =>
      payload.subarray(1 + i * size, 1 + (i + 1) * size),
    );
  }
  const frames: Uint8Array[] = [];
  for (const size of sizes) {
    if (size < 0 || at + size > payload.length) throw new WebmError("a laced frame overruns");
    frames.push(payload.subarray(at, at + size));
    at += size;
  }
  frames.push(payload.subarray(at));
  return frames;
}

export interface WebmDemuxer {
  /** Reads more of the file; answers the Opus frames these bytes completed, in order. */
  push(bytes: Uint8Array): Uint8Array[];
  /** The Opus track's header, once the Tracks have been read. */
  readonly opusHead: OpusHead | null;
  /** Whether the file has a video track: not audio we accept. */
  readonly hasVideo: boolean;
  /** Throws when the file ended inside an element or had no Opus track. */
  end(): void;
}

/**
 * A demuxer for the first Opus track of a WebM file, fed a chunk at a time: only the
 * element being read is held in memory. Blocks of other tracks are passed over.
 */
export function createWebmDemuxer(): WebmDemuxer {
  let pending = new Uint8Array(0);
  let started = false;
  /** Bytes still to pass over of a leaf not kept that ran past the last chunk. */
  let skipping = 0;
  const tracks: Track[] = [];
  let opus: { number: number; head: OpusHead } | null = null;

  const opusTrack = () => {
    if (opus) return opus;
    const track = tracks.find((entry) => entry.codecId === "A_OPUS");
    if (track?.number === undefined || !track.codecPrivate) return null;
    opus = { number: track.number, head: parseOpusHead(track.codecPrivate) };
    return opus;
  };

  const framesOfBlock = (block: Uint8Array): Uint8Array[] => {
    const track = readVint(block, 0, false);
    if (!track || block.length < track.length + 3) throw new WebmError("a block is cut short");
    const target = opusTrack();
    if (!target || track.value !== target.number) return [];
    const flags = block[track.length + 2] ?? 0;
    return unlace(block.subarray(track.length + 3), (flags >> 1) & 0b11);
  };

  const read = (id: number, body: Uint8Array, frames: Uint8Array[]) => {
    const track = tracks.at(-1);
    switch (id) {
      case ID.trackNumber:
        if (track) track.number = unsigned(body);
        return;
      case ID.trackType:
        if (track) track.type = unsigned(body);
        return;
      case ID.codecId:
        if (track) track.codecId = text(body);
        return;
      case ID.codecPrivate:
        if (track) track.codecPrivate = body.slice();
        return;
      case ID.block:
      case ID.simpleBlock:
        frames.push(...framesOfBlock(body).map((frame) => frame.slice()));
        return;
    }
  };

  return {
    push(chunk) {
      const skipped = Math.min(skipping, chunk.length);
      skipping -= skipped;
      const bytes = chunk.subarray(skipped);
      const joined = new Uint8Array(pending.length + bytes.length);
      joined.set(pending);
      joined.set(bytes, pending.length);
      const frames: Uint8Array[] = [];
      let at = 0;
      for (;;) {
        const id = readVint(joined, at, true);
        const size = id && readVint(joined, at + id.length, false);
        if (!id || !size) break;
        if (!started) {
          if (id.value !== ID.ebml) throw new WebmError("not an EBML file");
          started = true;
        }
        const start = at + id.length + size.length;
        if (MASTERS.has(id.value)) {
          if (id.value === ID.trackEntry) tracks.push({});
          at = start;
          continue;
        }
        if (size.unknown) throw new WebmError(`element ${id.value.toString(16)} has no size`);
        if (LEAVES.has(id.value) && size.value > MAX_LEAF_BYTES)
          throw new WebmError("a block is too large");
        // A leaf not kept is skipped as its bytes pass, however large.
        if (!LEAVES.has(id.value) && start + size.value > joined.length) {
          skipping = start + size.value - joined.length;
          at = joined.length;
          break;
        }
        if (start + size.value > joined.length) break;
        read(id.value, joined.subarray(start, start + size.value), frames);
        at = start + size.value;
      }
      pending = joined.slice(at);
      return frames;
    },
    get opusHead() {
      return opusTrack()?.head ?? null;
    },
    get hasVideo() {
      return tracks.some((track) => track.type === TRACK_TYPE_VIDEO);
    },
    end() {
      if (pending.length > 0 || skipping > 0)
        throw new WebmError("the file ends inside an element");
      if (!opusTrack()) throw new WebmError("the file has no Opus track");
    },
  };
}
