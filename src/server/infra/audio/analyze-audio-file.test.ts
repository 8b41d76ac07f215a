import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { analyzeAudioFile } from "./analyze-audio-file";
import { measureLoudness } from "~/shared/audio/measure/loudness";
import { concat, mp3File, silence, sine, wavFile } from "./synthetic-audio";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-analyze-"));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

function writeFile(name: string, bytes: Uint8Array): string {
  const file = path.join(folder, name);
  fs.writeFileSync(file, bytes);
  return file;
}

const RATE = 44_100;
/** 1 s of silence, 6 s of a 1 kHz sine peaking at −20 dBFS, 0.5 s of silence. */
const song = concat(
  silence(1, RATE),
  sine({ hz: 1000, peakDbfs: -20, seconds: 6, sampleRate: RATE }),
  silence(0.5, RATE),
);

// toBeCloseTo(x, 0) checks ±0.5 (the tolerance for loudness and peak), and
// toBeCloseTo(x, 1) ±0.05 (its tolerance for the silent edges, in seconds).
describe("analyzeAudioFile", () => {
  it("measures a WAV's loudness, true peak, silent edges and duration", async () => {
    const analysis = await analyzeAudioFile(writeFile("song.wav", wavFile([song, song], RATE)));
    expect(analysis).toEqual({
      loudnessLufs: expect.closeTo(measureLoudness([song, song], RATE).loudnessLufs ?? NaN, 2),
      truePeakDbtp: expect.closeTo(-20, 0),
      leadingSilenceSeconds: expect.closeTo(1, 1),
      trailingSilenceSeconds: expect.closeTo(0.5, 1),
      durationSeconds: 7.5,
    });
  });

  it("measures an MP3 as its source, within the issue's tolerances", async () => {
    const source = measureLoudness([song, song], RATE);
    const analysis = await analyzeAudioFile(writeFile("song.mp3", mp3File([song, song], RATE)));
    expect(analysis).toEqual({
      loudnessLufs: expect.closeTo(source.loudnessLufs ?? NaN, 0),
      truePeakDbtp: expect.closeTo(source.truePeakDbtp ?? NaN, 0),
      leadingSilenceSeconds: expect.closeTo(1, 1),
      trailingSilenceSeconds: expect.closeTo(0.5, 1),
      // The encoder's delay and padding, which lamejs marks nowhere, lengthen it a little.
      durationSeconds: expect.closeTo(7.5, 1),
    });
  });

  it("calls a file it cannot decode unsupported, and says why", async () => {
    const m4a = path.join(import.meta.dirname, "fixtures", "sine-stereo-44k.m4a");
    expect(await analyzeAudioFile(m4a)).toEqual({
      unsupported: true,
      reason: "no decoder for m4a",
    });
    const text = writeFile("notes.wav", new TextEncoder().encode("not a song ".repeat(20)));
    expect(await analyzeAudioFile(text)).toEqual({
      unsupported: true,
      reason: "not audio we accept",
    });
  });
});
