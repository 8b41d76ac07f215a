import { CLAIM_STALE_MS } from "~/shared/devices/playback-claim-timings";
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { NowPlaying } from "~/shared/playback-claims/schema";
import type { Database } from "../../domain/database";
import { establishment } from "../../domain/establishments/tables";
import { musicState } from "../../domain/player/tables";
import { song } from "../../domain/catalog/tables";
import { zone, zoneState } from "../../domain/zones/tables";
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
  const listed = await db
    .select({
      id: establishment.id,
      name: establishment.tradingName,
      zoneId: zone.id,
      zoneName: zone.name,
    })
    .from(establishment)
    .innerJoin(zone, eq(zone.establishmentId, establishment.id))
    .where(
      and(
        eq(establishment.userId, userId),
        isNull(establishment.archivedAt),
        isNull(zone.archivedAt),
      ),
    )
    .orderBy(asc(establishment.tradingName), asc(establishment.id), asc(zone.position));
  // An owner has a few zones: one indexed look-up each for its latest claim.
  const claims = await Promise.all(listed.map((place) => currentClaim(db, place.zoneId)));
  const playingZones = listed.filter((_, index) => {
    const claim = claims[index];
    return claim && now.getTime() - claim.lastSeenAt.getTime() < CLAIM_STALE_MS;
  });
  // "En Cafetería Lumen · Terraza": the zones are named, an establishment may have several.
  const byPlace = new Map<string, NowPlaying["places"][number]>();
  for (const place of playingZones) {
    const entry = byPlace.get(place.id) ?? { id: place.id, name: place.name, zones: [] };
    entry.zones.push(place.zoneName);
    byPlace.set(place.id, entry);
  }
  const places = [...byPlace.values()];
  // A zone's player says what it plays (decision 024), whoever of the team holds it; the
  // account's own saved state is the answer only when no playing zone has said anything.
  const [heard] = playingZones.length
    ? await db
        .select({ state: zoneState.state })
        .from(zoneState)
        .where(
          inArray(
            zoneState.zoneId,
            playingZones.map((place) => place.zoneId),
          ),
        )
        .orderBy(desc(zoneState.seenAt))
        .limit(1)
    : [];
  const track = heard?.state.track;
  if (track) return { song: { id: track.id, title: track.title, artist: track.artist }, places };
  const [current] = await db
    .select({ id: song.id, title: song.title, artist: song.artist })
    .from(musicState)
    .innerJoin(song, eq(song.id, musicState.currentSongId))
    .where(eq(musicState.userId, userId));
  return { song: current ?? null, places };
}
