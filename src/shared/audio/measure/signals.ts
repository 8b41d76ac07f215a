// Generated signals of known level, for the meters' tests and the server's test files.

interface SineOptions {
  hz: number;
  /** Peak level: 0 dBFS is a sine from −1 to 1. */
  peakDbfs: number;
  seconds: number;
  sampleRate: number;
  /** Radians at the first sample. */
  phase?: number;
}

export function sine({ hz, peakDbfs, seconds, sampleRate, phase = 0 }: SineOptions): Float32Array {
  const amplitude = 10 ** (peakDbfs / 20);
  return Float32Array.from(
    { length: Math.round(seconds * sampleRate) },
    (_, i) => amplitude * Math.sin((2 * Math.PI * hz * i) / sampleRate + phase),
  );
}

export function silence(seconds: number, sampleRate: number): Float32Array {
  return new Float32Array(Math.round(seconds * sampleRate));
}

export function concat(...parts: Float32Array[]): Float32Array {
  const joined = new Float32Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
