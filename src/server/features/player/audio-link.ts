import { createHmac, createSecretKey, timingSafeEqual } from "node:crypto";
import { paths } from "~/shared/paths";

/**
 * How long a signed audio link lives: as long as a presigned S3 link, long enough to
 * start and seek in a song, too short to share. The player asks for a fresh one when a
 * song outlives it.
 */
export const AUDIO_LINK_TTL_SECONDS = 5 * 60;

export type AudioLinkCheck = "valid" | "expired" | "invalid";

/**
 * Links to a song's audio that carry the proof that access was checked (/api/access)
 * for this user a moment ago: an HMAC over song, user and expiry with a key derived from
 * the auth secret. The audio route checks them without the database; the session must
 * still be the same user's, so a link copied into another account is worth nothing.
 */
export function audioLinks(secret: string) {
  // A key object made once: every Range request checks a signature with it.
  const key = createSecretKey(
    createHmac("sha256", secret).update("sonaria audio link v1").digest(),
  );
  const signatureOf = (songId: string, userId: string, expires: number) =>
    createHmac("sha256", key).update(`${songId}\n${userId}\n${expires}`).digest();

  // Links already checked: a player asks for the same link many times (every Range).
  const checked = new Set<string>();
  const MAX_CHECKED = 10_000;

  return {
    /** A link for `userId` to play `songId`, and its lifetime in seconds. */
    sign(options: { songId: string; userId: string; now?: number }) {
      const expires = Math.floor((options.now ?? Date.now()) / 1000) + AUDIO_LINK_TTL_SECONDS;
      const signature = signatureOf(options.songId, options.userId, expires).toString("base64url");
      return {
        url: `${paths.songAudio(options.songId)}?expires=${expires}&signature=${signature}`,
        expiresInSeconds: AUDIO_LINK_TTL_SECONDS,
      };
    },

    check(options: {
      songId: string;
      userId: string;
      expires?: number;
      signature?: string;
      now?: number;
    }): AudioLinkCheck {
      const { expires, signature } = options;
      if (expires === undefined || signature === undefined) return "invalid";
      const valid = () => (expires * 1000 > (options.now ?? Date.now()) ? "valid" : "expired");
      const key = `${options.songId}\n${options.userId}\n${expires}\n${signature}`;
      if (checked.has(key)) return valid();
      const given = Buffer.from(signature, "base64url");
      const expected = signatureOf(options.songId, options.userId, expires);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
      if (checked.size >= MAX_CHECKED) checked.delete(checked.values().next().value as string);
      checked.add(key);
      return valid();
    },
  };
}
