import { expect, it } from "vitest";
import { consecutiveLoudnessSpread } from "~/shared/audio/loudness-spread";
import { demoPublicPlaylists, demoTracks } from "../features/catalog/demo/demo-catalog";
import type { SongSummary } from "../features/catalog/song-summary";
import { httpClient, signedInUser } from "../testing/http-client";
import { describeEachDatabase } from "../testing/test-app";
import { seedDemo } from "./seed-demo";

/**
 * The demo's tracks as they are, but 4 s each: generating and measuring its four minutes
 * of music took 20 s of a core per engine, and a level is as true over 4 s as over 20.
 */
const shortTracks = demoTracks.map((track) => ({ ...track, seconds: 4 }));

describeEachDatabase("seed-demo", (context) => {
  const client = httpClient(context);

  it(
    "loads tracks mastered loud, medium and quiet, already measured, that play level",
    { timeout: 60_000 },
    async () => {
      const report = await seedDemo(context().infra, shortTracks);
      expect(report.songs).toBe(demoTracks.length);
      // The test app runs the analysis worker too, which may measure some (or all) first;
      // either way every song is measured by the time the seed returns (no waiting below).
      expect(report.analysed).toBeLessThanOrEqual(demoTracks.length);

      const admin = await signedInUser(context, { role: "admin" });
      const lists = (await (
        await client.get("/api/public-playlists", { cookie: admin.cookie })
      ).json()) as { id: string; name: string }[];
      const list = lists.find((entry) => entry.name === demoPublicPlaylists[0]?.name);
      const page = (await (
        await client.get(`/api/songs?playlistId=${list?.id}`, { cookie: admin.cookie })
      ).json()) as { items: SongSummary[] };
      expect(page.items.length).toBeGreaterThan(3);
      expect(page.items.map((song) => song.analysis)).toEqual(page.items.map(() => "done"));

      const levels = page.items.map((song) => song.loudness?.lufs ?? NaN);
      expect(Math.max(...levels) - Math.min(...levels)).toBeGreaterThan(12);
      const spread = consecutiveLoudnessSpread(
        page.items.map((song) => ({
          loudnessLufs: song.loudness?.lufs ?? null,
          truePeakDbtp: song.loudness?.truePeakDbtp ?? null,
        })),
      );
      expect(spread.before.largestLu).toBeGreaterThan(5);
      // With their gains, one song to the next is level to within a fraction of a decibel.
      expect(spread.after.largestLu).toBeLessThan(1);

      // Repeating it changes nothing and measures nothing again.
      expect(await seedDemo(context().infra, shortTracks)).toEqual({
        genres: 0,
        songs: 0,
        playlists: 0,
        analysed: 0,
      });
    },
  );
});
