/**
 * The two checks before a song may sound (product §4): that it still exists, and that
 * the user may play it, with the link to its audio. Without the server, the device
 * answers the second: its own copy of the song, while the lease to play offline runs.
 */
import { licenceDay, licenceRunsOn } from "~/shared/catalog/licence-days";
import { paths } from "~/shared/paths";
import type { Track } from "../track";
import { hasCode } from "~/web/lib/error-message";
import { log, type OfflinePlayback, type PlayerApi } from "./dependencies";

/** What the checks reach: the server, the clock, and the device's offline reserve. */
export interface AccessContext {
  readonly api: PlayerApi;
  readonly now: () => number;
  readonly offline: OfflinePlayback | undefined;
}

/**
 * Whether the user may play, and where the song's audio is (a link that ends). Without an
 * answer from the server: played from the device (`link` to its unsigned path), `missing`
 * from it, or not at all once the lease ran out (`leaseEnded`).
 */
export interface Permit {
  active: boolean;
  link: { url: string; endsAt: number } | null;
  offline?: "missing" | "leaseEnded";
}

/**
 * Whether the song may still sound: its licence runs today by the device's clock (known
 * even offline, decision 039), and the server still has it published.
 */
export async function stillExists(
  core: AccessContext,
  track: Pick<Track, "id" | "licensedUntil">,
): Promise<boolean> {
  const songId = track.id;
  if (!licenceRunsOn(track.licensedUntil, licenceDay(new Date(core.now())))) return false;
  try {
    await core.api.getSong(songId); // product §4: choosing a song checks that it still exists
    return true;
  } catch (error) {
    if (hasCode(error, "NOT_FOUND")) {
      log("Song not found", songId);
      return false;
    }
    log("could not check the song", error);
    return true; // the audio request itself will tell
  }
}

/**
 * Whether the user may play (and `songId`'s link). Without an answer from the server, the
 * device decides: its own copy of the song while the lease runs. Any other failed check
 * counts as no.
 */
export async function permit(core: AccessContext, songId?: string): Promise<Permit> {
  const asked = core.now();
  try {
    const answer = await core.api.getAccess(songId);
    core.offline?.reached(answer);
    const { active, audio } = answer;
    const link = audio ? { url: audio.url, endsAt: asked + audio.expiresInSeconds * 1000 } : null;
    return { active, link };
  } catch (error) {
    const offline = core.offline;
    if (offline && (hasCode(error, "NETWORK") || hasCode(error, "TIMEOUT"))) {
      offline.reached(null);
      if (!offline.mayPlayOffline()) return { active: false, link: null, offline: "leaseEnded" };
      if (songId && offline.has(songId))
        return {
          active: true,
          link: { url: paths.songAudio(songId), endsAt: Number.POSITIVE_INFINITY },
        };
      return { active: true, link: null, offline: "missing" };
    }
    log("could not check the subscription", error);
    return { active: false, link: null };
  }
}
