import { and, eq } from "drizzle-orm";
import { normalizeText } from "~/shared/catalog/normalize";
import { genre, playlist, song } from "../domain/catalog/tables";
import { user } from "../domain/accounts/tables";
import type { InfraDeps } from "../deps";
import { analyzeSongs } from "../features/catalog/analyze-songs";
import { createGenre } from "../features/catalog/create-genre";
import {
  demoGenres,
  demoPublicPlaylists,
  demoTracks,
  type DemoTrack,
} from "../features/catalog/demo/demo-catalog";
import { generateAmbientTrack } from "../features/catalog/demo/generate-ambient-track";
import { catalogDeps } from "../features/catalog/deps";
import { addPlaylistSong } from "../features/playlists/add-playlist-song";
import { createPlaylist } from "../features/playlists/create-playlist";
import { publicScope } from "../features/playlists/playlist-scope";
import { uploadSong } from "../features/catalog/upload-song";
import { licenseDemoTracks } from "../features/song-rights/demo-licence";
import { songRightsDeps } from "../features/song-rights/deps";

export interface SeedReport {
  genres: number;
  songs: number;
  playlists: number;
  /** Songs whose loudness was measured here (the demo's and any other still pending). */
  analysed: number;
}

/**
 * Demo genres, generated ambient tracks (published under the operator's own licence) and
 * a public playlist, added through the same functions an admin uses. Idempotent: what exists already is left as it is. The tracks
 * are mastered at deliberately different levels and measured before this returns, so
 * the demo plays them normalised from the start.
 */
export async function seedDemo(
  deps: InfraDeps,
  /** The tracks to load: the demo's, or (in tests) the same made shorter. */
  tracks: readonly DemoTrack[] = demoTracks,
): Promise<SeedReport> {
  const catalog = catalogDeps(deps);
  const { db } = catalog;
  const report: SeedReport = { genres: 0, songs: 0, playlists: 0, analysed: 0 };

  const genreIds = new Map<string, string>();
  for (const entry of demoGenres) {
    const [existing] = await db
      .select({ id: genre.id })
      .from(genre)
      .where(eq(genre.nameKey, normalizeText(entry.name)));
    if (existing) {
      genreIds.set(entry.name, existing.id);
      continue;
    }
    genreIds.set(entry.name, (await createGenre(catalog, { name: entry.name })).id);
    report.genres++;
  }

  const songIds = new Map<string, string>();
  for (const track of tracks) {
    const searchText = normalizeText(`${track.title} ${track.artist}`);
    const [existing] = await db
      .select({ id: song.id })
      .from(song)
      .where(eq(song.searchText, searchText));
    if (existing) {
      songIds.set(track.title, existing.id);
      continue;
    }
    const { mp3 } = generateAmbientTrack({
      seed: track.seed,
      seconds: track.seconds,
      mood: track.mood,
      gainDb: track.gainDb,
    });
    const file = new File([new Uint8Array(mp3)], `${track.title}.mp3`, { type: "audio/mpeg" });
    const created = await uploadSong(catalog, {
      genreId: genreIds.get(track.genre) as string,
      title: track.title,
      artist: track.artist,
      file,
    });
    songIds.set(track.title, created.id);
    report.songs++;
  }

  await licenseDemoTracks(
    songRightsDeps(deps),
    tracks.flatMap((track) => {
      const songId = songIds.get(track.title);
      return songId ? [{ songId, artist: track.artist }] : [];
    }),
  );

  const [firstAdmin] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.role, "admin"))
    .limit(1);
  for (const list of demoPublicPlaylists) {
    const [existing] = await db
      .select({ id: playlist.id })
      .from(playlist)
      .where(and(eq(playlist.name, list.name), eq(playlist.visibility, "public")));
    let playlistId = existing?.id;
    if (!playlistId) {
      playlistId = (
        await createPlaylist(catalog, {
          scope: publicScope,
          name: list.name,
          createdBy: firstAdmin?.id ?? null,
        })
      ).id;
      report.playlists++;
    }
    for (const title of list.trackTitles) {
      const songId = songIds.get(title);
      if (songId) await addPlaylistSong(catalog, { scope: publicScope, playlistId, songId });
    }
  }
  // Here rather than by the queue: the CLI runs no workers, and the demo should not
  // wait for a server to start before its songs have their gain.
  const analysis = await analyzeSongs(catalog, { scope: "pending" });
  report.analysed = analysis.done + analysis.failed;
  return report;
}
