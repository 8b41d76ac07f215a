import { parseBuffer } from "music-metadata";
import { describe, expect, it } from "vitest";
import { demoGenres, demoPublicPlaylists, demoTracks } from "./demo-catalog";
import {
  generateAmbientTrack,
  synthesiseAmbientPcm,
  type AmbientTrackOptions,
} from "./generate-ambient-track";

const moods: AmbientTrackOptions["mood"][] = ["calm", "warm", "bright", "night"];

function peakAndRms(pcm: Int16Array): { peak: number; rms: number } {
  let peak = 0;
  let sumOfSquares = 0;
  for (const sample of pcm) {
    peak = Math.max(peak, Math.abs(sample));
    sumOfSquares += sample * sample;
  }
  return { peak, rms: Math.sqrt(sumOfSquares / pcm.length) };
}

describe("generateAmbientTrack", () => {
  it.each(moods)(
    "encodes a %s track as 22 050 Hz mono MPEG audio of the requested length",
    async (mood) => {
      const track = generateAmbientTrack({ seed: 7, seconds: 20, mood });

      const { format } = await parseBuffer(
        track.mp3,
        { mimeType: "audio/mpeg" },
        { duration: true },
      );

      expect(track.mimeType).toBe("audio/mpeg");
      expect(format.container).toBe("MPEG");
      expect(format.codec).toMatch(/Layer 3/);
      expect(format.sampleRate).toBe(22_050);
      expect(format.numberOfChannels).toBe(1);
      expect(format.duration).toBeGreaterThan(20 - 0.3);
      expect(format.duration).toBeLessThan(20 + 0.3);
      expect(Math.abs((format.duration ?? 0) - track.durationSeconds)).toBeLessThan(0.3);
    },
  );

  it("gives the same bytes for the same options and different bytes for another seed", () => {
    const options: AmbientTrackOptions = { seed: 42, seconds: 8, mood: "warm" };

    const first = generateAmbientTrack(options).mp3;
    const again = generateAmbientTrack(options).mp3;
    const other = generateAmbientTrack({ ...options, seed: 43 }).mp3;

    expect(again.equals(first)).toBe(true);
    expect(other.equals(first)).toBe(false);
  });

  it.each(moods)("synthesises %s audio that is neither silent nor clipped", (mood) => {
    for (const seed of [1, 2, 3]) {
      const { peak, rms } = peakAndRms(synthesiseAmbientPcm({ seed, seconds: 20, mood }));

      expect(peak).toBeGreaterThan(8_000);
      expect(peak).toBeLessThan(30_000);
      expect(rms).toBeGreaterThan(300);
    }
  });
});

describe("demo catalogue", () => {
  it("has 12 tracks of 16–24 s with unique titles and seeds, in known genres", () => {
    const genreNames = new Set(demoGenres.map((genre) => genre.name));

    expect(demoTracks).toHaveLength(12);
    expect(new Set(demoTracks.map((track) => track.title)).size).toBe(demoTracks.length);
    expect(new Set(demoTracks.map((track) => track.seed)).size).toBe(demoTracks.length);
    for (const track of demoTracks) {
      expect(genreNames).toContain(track.genre);
      expect(track.seconds).toBeGreaterThanOrEqual(16);
      expect(track.seconds).toBeLessThanOrEqual(24);
    }
  });

  it("has three tracks per genre", () => {
    for (const genre of demoGenres) {
      expect(demoTracks.filter((track) => track.genre === genre.name)).toHaveLength(3);
    }
  });

  it("only lists existing tracks in its public playlists", () => {
    const titles = new Set(demoTracks.map((track) => track.title));

    for (const playlist of demoPublicPlaylists) {
      expect(playlist.trackTitles.length).toBeGreaterThan(0);
      for (const title of playlist.trackTitles) expect(titles).toContain(title);
    }
  });
});
