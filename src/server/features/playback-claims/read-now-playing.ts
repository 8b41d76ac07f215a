import { CLAIM_STALE_MS } from "~/shared/devices/playback-claim-timings";
import { desc, eq, inArray } from "drizzle-orm";
import type { NowPlaying } from "~/shared/playback-claims/schema";
import type { Database } from "../../domain/database";
import { musicState } from "../../domain/player/tables";
import { song } from "../../domain/catalog/tables";
import { namedZonesOf } from "../../domain/zones/live-zones";
import { zoneState } from "../../domain/zones/tables";
import { currentClaim } from "./current-claim";

/**
 * What the user's player plays now, and in which of their establishments: a device plays
 * one while its claim on one of its zones is live (decisions 018, 023), whichever device
 * of the account asks (or of its team). The song is the one a playing zone's player last
 * said; failing that, the one the account's player saved in the music state.
 */
export async function readNowPlaying(options: {
  db: Database;
  userId: string;
  now?: Date;
}): Promise<NowPlaying> {
  const { db, userId } = options;
  const now = options.now ?? new Date();
  const listed = await namedZonesOf(db, { ownerId: userId });
  // An owner has a few zones: one indexed look-up each for its latest claim.
  const claims = await Promise.all(listed.map((found) => currentClaim(db, found.zoneId)));
  const playingZones = listed.filter((_, index) => {
    const claim = claims[index];
    return claim && now.getTime() - claim.lastSeenAt.getTime() < CLAIM_STALE_MS;
  });
  // "En Cafetería Lumen · Terraza": the zones are named, an establishment may have several.
  const byEstablishment = new Map<string, NowPlaying["establishments"][number]>();
  for (const found of playingZones) {
    const entry = byEstablishment.get(found.establishmentId) ?? {
      id: found.establishmentId,
      name: found.establishmentName,
      zones: [],
    };
    entry.zones.push(found.zoneName);
    byEstablishment.set(found.establishmentId, entry);
  }
  const establishments = [...byEstablishment.values()];
  // A zone's player says what it plays (decision 024), whoever of the team holds it; the
  // account's own saved state is the answer only when no playing zone has said anything.
  const [heard] = playingZones.length
    ? await db
        .select({ state: zoneState.state })
        .from(zoneState)
        .where(
          inArray(
            zoneState.zoneId,
            playingZones.map((found) => found.zoneId),
          ),
        )
        .orderBy(desc(zoneState.seenAt))
        .limit(1)
    : [];
  const track = heard?.state.track;
  if (track)
    return { song: { id: track.id, title: track.title, artist: track.artist }, establishments };
  const [current] = await db
    .select({ id: song.id, title: song.title, artist: song.artist })
    .from(musicState)
    .innerJoin(song, eq(song.id, musicState.currentSongId))
    .where(eq(musicState.userId, userId));
  return { song: current ?? null, establishments };
}
