import { Mp3Encoder } from "@breezystack/lamejs";
import { seededRandom } from "~/shared/seeded-random";

export interface AmbientTrackOptions {
  /** Deterministic: the same seed gives the same bytes. */
  seed: number;
  seconds: number;
  mood: "calm" | "warm" | "bright" | "night";
  /**
   * Mastered this many dB louder (or quieter) than the default peak of −6 dBFS; above
   * 0 dBFS the peaks are rounded off (tanh), as a loud master's limiter does. The demo
   * catalogue mixes levels so that the player's loudness normalisation can be heard.
   */
  gainDb?: number;
}

export interface GeneratedTrack {
  mp3: Buffer;
  durationSeconds: number;
  mimeType: "audio/mpeg";
}

const SAMPLE_RATE = 22_050;
const KBPS = 64;
const MP3_FRAME_SAMPLES = 1152;
const PEAK = 32_767 * 10 ** (-6 / 20);
const FADE_SECONDS = 1.5;

type Chord = readonly number[];

interface MoodProfile {
  bpm: number;
  beatsPerChord: number;
  /** Candidate tonics (MIDI) around the third octave, where pads sound warm. */
  tonics: readonly number[];
  pentatonic: readonly number[];
  /** Chords as semitones from the tonic; the first note is the chord's root. */
  progressions: readonly (readonly Chord[])[];
  bellChancePerBeat: number;
  lowPassHz: number;
  noiseLevel: number;
}

const MAJOR_PENTATONIC = [0, 2, 4, 7, 9] as const;
const MINOR_PENTATONIC = [0, 3, 5, 7, 10] as const;

const I_MAJ7 = [0, 4, 7, 11];
const II_MIN7 = [-10, -7, -3, 0];
const III_MIN7 = [-8, -5, -1, 2];
const IV_MAJ7 = [-7, -3, 0, 4];
const V_SUS4 = [-5, 0, 2, 7];
const VI_MIN7 = [-3, 0, 4, 7];
const MAJOR_PROGRESSIONS = [
  [I_MAJ7, VI_MIN7, IV_MAJ7, V_SUS4],
  [I_MAJ7, IV_MAJ7, VI_MIN7, V_SUS4],
  [I_MAJ7, III_MIN7, IV_MAJ7, I_MAJ7],
  [IV_MAJ7, I_MAJ7, II_MIN7, V_SUS4],
];

const I_MIN7 = [0, 3, 7, 10];
const FLAT_III_MAJ7 = [-9, -5, -2, 2];
const IV_MIN7 = [-7, -4, 0, 3];
const FLAT_VI_MAJ7 = [-4, 0, 3, 7];
const FLAT_VII_ADD9 = [-2, 2, 5, 12];
const MINOR_PROGRESSIONS = [
  [I_MIN7, FLAT_VI_MAJ7, FLAT_III_MAJ7, FLAT_VII_ADD9],
  [I_MIN7, IV_MIN7, FLAT_VI_MAJ7, FLAT_VII_ADD9],
  [I_MIN7, FLAT_VII_ADD9, FLAT_VI_MAJ7, IV_MIN7],
];

const MOODS: Record<AmbientTrackOptions["mood"], MoodProfile> = {
  calm: {
    bpm: 64,
    beatsPerChord: 6,
    tonics: [50, 52, 53],
    pentatonic: MAJOR_PENTATONIC,
    progressions: MAJOR_PROGRESSIONS,
    bellChancePerBeat: 0.3,
    lowPassHz: 2200,
    noiseLevel: 0.02,
  },
  warm: {
    bpm: 72,
    beatsPerChord: 6,
    tonics: [48, 51, 53],
    pentatonic: MAJOR_PENTATONIC,
    progressions: MAJOR_PROGRESSIONS,
    bellChancePerBeat: 0.35,
    lowPassHz: 2600,
    noiseLevel: 0.015,
  },
  bright: {
    bpm: 84,
    beatsPerChord: 6,
    tonics: [53, 55, 57],
    pentatonic: MAJOR_PENTATONIC,
    progressions: MAJOR_PROGRESSIONS,
    bellChancePerBeat: 0.45,
    lowPassHz: 4000,
    noiseLevel: 0.012,
  },
  night: {
    bpm: 56,
    beatsPerChord: 6,
    tonics: [50, 52, 53],
    pentatonic: MINOR_PENTATONIC,
    progressions: MINOR_PROGRESSIONS,
    bellChancePerBeat: 0.2,
    lowPassHz: 1500,
    noiseLevel: 0.03,
  },
};

// Oscillators read wavetables with a phase accumulator: a few multiplies per sample instead of
// Math.sin, which keeps 12 demo tracks well inside the seeding time budget.
const TABLE_SIZE = 4096;
const SINE_TABLE = buildTable([1]);
// Mostly fundamental with quickly falling overtones: a pad that already sounds low-passed.
const PAD_TABLE = buildTable([1, 0.3, 0.12, 0.05]);

function buildTable(harmonics: readonly number[]): Float64Array {
  const table = new Float64Array(TABLE_SIZE + 1);
  let peak = 0;
  for (let i = 0; i <= TABLE_SIZE; i++) {
    const angle = (2 * Math.PI * i) / TABLE_SIZE;
    let value = 0;
    harmonics.forEach((weight, index) => {
      value += weight * Math.sin(angle * (index + 1));
    });
    table[i] = value;
    peak = Math.max(peak, Math.abs(value));
  }
  return table.map((value) => value / peak);
}

function pick<T>(items: readonly T[], random: () => number): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error("Cannot pick from an empty list");
  return item;
}

function midiToHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

function smoothstep(x: number): number {
  return x * x * (3 - 2 * x);
}

interface PadNote {
  start: number;
  end: number;
  attack: number;
  release: number;
  hz: number;
  amplitude: number;
  phase: number;
  table: Float64Array;
}

function addPadNote(mix: Float64Array, note: PadNote): void {
  const step = (note.hz * TABLE_SIZE) / SAMPLE_RATE;
  const last = Math.min(mix.length, note.end + note.release);
  const inverseAttack = 1 / note.attack;
  const inverseRelease = 1 / note.release;
  let phase = note.phase * TABLE_SIZE;
  for (let i = Math.max(0, note.start); i < last; i++) {
    let envelope = 1;
    if (i < note.start + note.attack) envelope = smoothstep((i - note.start) * inverseAttack);
    else if (i >= note.end) envelope = 1 - smoothstep((i - note.end) * inverseRelease);
    const index = phase | 0;
    const a = note.table[index] ?? 0;
    const b = note.table[index + 1] ?? 0;
    mix[i] = (mix[i] ?? 0) + note.amplitude * envelope * (a + (phase - index) * (b - a));
    phase += step;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
  }
}

/** A soft bell: the fundamental plus an inharmonic partial that dies away faster. */
function addBell(mix: Float64Array, start: number, hz: number, amplitude: number): void {
  const length = Math.min(mix.length - start, Math.round(3 * SAMPLE_RATE));
  const attack = Math.round(0.012 * SAMPLE_RATE);
  // Per-sample multipliers that reach -60 dB after 2.4 s and 0.8 s.
  const decay = 10 ** (-3 / (2.4 * SAMPLE_RATE));
  const overtoneDecay = 10 ** (-3 / (0.8 * SAMPLE_RATE));
  const step = (hz * TABLE_SIZE) / SAMPLE_RATE;
  const overtoneStep = step * 2.76;
  let phase = 0;
  let overtonePhase = 0;
  let envelope = amplitude;
  let overtoneEnvelope = amplitude * 0.2;
  for (let i = 0; i < length; i++) {
    const ramp = i < attack ? i / attack : 1;
    const index = phase | 0;
    const overtoneIndex = overtonePhase | 0;
    const tone = envelope * (SINE_TABLE[index] ?? 0);
    const overtone = overtoneEnvelope * (SINE_TABLE[overtoneIndex] ?? 0);
    mix[start + i] = (mix[start + i] ?? 0) + ramp * (tone + overtone);
    envelope *= decay;
    overtoneEnvelope *= overtoneDecay;
    phase += step;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
    overtonePhase += overtoneStep;
    while (overtonePhase >= TABLE_SIZE) overtonePhase -= TABLE_SIZE;
  }
}

function addPads(
  mix: Float64Array,
  profile: MoodProfile,
  tonic: number,
  random: () => number,
): void {
  const progression = pick(profile.progressions, random);
  const chordSamples = Math.round(((profile.beatsPerChord * 60) / profile.bpm) * SAMPLE_RATE);
  const attack = Math.round(Math.min(2, (chordSamples / SAMPLE_RATE) * 0.4) * SAMPLE_RATE);
  const release = Math.round(2 * SAMPLE_RATE);
  for (let chordIndex = 0; chordIndex * chordSamples < mix.length; chordIndex++) {
    const chord = progression[chordIndex % progression.length] ?? [];
    const start = chordIndex * chordSamples;
    const end = start + chordSamples;
    const common = { start, end, attack, release };
    for (const interval of chord) {
      // Two slightly detuned voices per note beat slowly against each other, like a string pad.
      for (const cents of [-5 - random() * 4, 5 + random() * 4]) {
        addPadNote(mix, {
          ...common,
          hz: midiToHz(tonic + interval + cents / 100),
          amplitude: 0.07,
          phase: random(),
          table: PAD_TABLE,
        });
      }
    }
    const [root = 0] = chord;
    const bass = 36 + ((((tonic + root - 36) % 12) + 12) % 12);
    addPadNote(mix, {
      ...common,
      hz: midiToHz(bass),
      amplitude: 0.12,
      phase: random(),
      table: SINE_TABLE,
    });
  }
}

function addMelody(
  mix: Float64Array,
  profile: MoodProfile,
  tonic: number,
  random: () => number,
): void {
  const scale = [...profile.pentatonic, ...profile.pentatonic.map((step) => step + 12)];
  const beatSamples = Math.round((60 / profile.bpm) * SAMPLE_RATE);
  const lastStart = mix.length - Math.round(3 * SAMPLE_RATE);
  let degree = 2 + Math.floor(random() * 3);
  for (let start = beatSamples * 2; start < lastStart; start += beatSamples) {
    if (random() >= profile.bellChancePerBeat) continue;
    // A random walk in small steps keeps the line singable rather than scattered.
    degree = Math.min(6, Math.max(0, degree + pick([-2, -1, -1, 0, 1, 1, 2], random)));
    addBell(mix, start, midiToHz(tonic + 24 + (scale[degree] ?? 0)), 0.08 + random() * 0.05);
  }
}

function addNoiseBed(mix: Float64Array, level: number, random: () => number): void {
  // Two one-pole low-passes turn white noise into a soft, airy hiss.
  const coefficient = 1 - Math.exp((-2 * Math.PI * 900) / SAMPLE_RATE);
  const swellStep = TABLE_SIZE / (7 * SAMPLE_RATE);
  let first = 0;
  let second = 0;
  let swellPhase = random() * TABLE_SIZE;
  for (let i = 0; i < mix.length; i++) {
    first += coefficient * (random() * 2 - 1 - first);
    second += coefficient * (first - second);
    const swell = 0.75 + 0.25 * (SINE_TABLE[swellPhase | 0] ?? 0);
    mix[i] = (mix[i] ?? 0) + level * swell * second * 4;
    swellPhase += swellStep;
    if (swellPhase >= TABLE_SIZE) swellPhase -= TABLE_SIZE;
  }
}

function lowPass(mix: Float64Array, hz: number): void {
  const coefficient = 1 - Math.exp((-2 * Math.PI * hz) / SAMPLE_RATE);
  let state = 0;
  for (let i = 0; i < mix.length; i++) {
    state += coefficient * ((mix[i] ?? 0) - state);
    mix[i] = state;
  }
}

function applyFades(mix: Float64Array): void {
  const fade = Math.min(Math.round(FADE_SECONDS * SAMPLE_RATE), Math.floor(mix.length / 4));
  for (let i = 0; i < fade; i++) {
    const gain = 0.5 - 0.5 * Math.cos((Math.PI * i) / fade);
    const end = mix.length - 1 - i;
    mix[i] = (mix[i] ?? 0) * gain;
    mix[end] = (mix[end] ?? 0) * gain;
  }
}

function toInt16(mix: Float64Array, gainDb: number): Int16Array {
  let peak = 0;
  for (let i = 0; i < mix.length; i++) peak = Math.max(peak, Math.abs(mix[i] ?? 0));
  const pcm = new Int16Array(mix.length);
  if (gainDb === 0) {
    const gain = peak > 0 ? PEAK / peak : 0;
    for (let i = 0; i < mix.length; i++) pcm[i] = Math.round((mix[i] ?? 0) * gain);
    return pcm;
  }
  const gain = peak > 0 ? ((PEAK / 32_767) * 10 ** (gainDb / 20)) / peak : 0;
  for (let i = 0; i < mix.length; i++) {
    const level = (mix[i] ?? 0) * gain;
    // tanh is the identity for quiet samples and never reaches full scale.
    pcm[i] = Math.round((gainDb > 0 ? Math.tanh(level) : level) * 32_767);
  }
  return pcm;
}

/** Mono 16-bit PCM at 22 050 Hz, peaking at -6 dBFS. */
export function synthesiseAmbientPcm(options: AmbientTrackOptions): Int16Array {
  if (!Number.isFinite(options.seconds) || options.seconds <= 0) {
    throw new RangeError(`seconds must be a positive number, got ${options.seconds}`);
  }
  const profile = MOODS[options.mood];
  const random = seededRandom(options.seed);
  const tonic = pick(profile.tonics, random);
  const mix = new Float64Array(Math.round(options.seconds * SAMPLE_RATE));
  addPads(mix, profile, tonic, random);
  addMelody(mix, profile, tonic, random);
  addNoiseBed(mix, profile.noiseLevel, seededRandom(options.seed ^ 0x5eed));
  lowPass(mix, profile.lowPassHz);
  applyFades(mix);
  return toInt16(mix, options.gainDb ?? 0);
}

export function generateAmbientTrack(options: AmbientTrackOptions): GeneratedTrack {
  const pcm = synthesiseAmbientPcm(options);
  const encoder = new Mp3Encoder(1, SAMPLE_RATE, KBPS);
  const chunks: Buffer[] = [];
  // lamejs returns a fresh Int8Array per call (typed as Uint8Array), so a byte view is safe.
  const keep = (bytes: Uint8Array) => {
    if (bytes.length > 0) chunks.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length));
  };
  for (let offset = 0; offset < pcm.length; offset += MP3_FRAME_SAMPLES) {
    keep(encoder.encodeBuffer(pcm.subarray(offset, offset + MP3_FRAME_SAMPLES)));
  }
  keep(encoder.flush());
  return {
    mp3: Buffer.concat(chunks),
    durationSeconds: pcm.length / SAMPLE_RATE,
    mimeType: "audio/mpeg",
  };
}
