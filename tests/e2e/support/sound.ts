import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import type { SoundSettings } from "../../../src/shared/player/music-state";

/**
 * "Sonido" as the account's saved music state, before its first visit to the dashboard
 * (a page already open would save its own settings over them when left).
 */
export async function presetSound(
  request: APIRequestContext,
  account: { email: string; password: string },
  sound: SoundSettings,
) {
  const signIn = await request.post("/api/auth/sign-in/email", {
    data: { email: account.email, password: account.password },
  });
  expect(signIn.status()).toBe(200);
  const state = { volume: 0.5, currentSongId: null, position: 0, sound };
  expect((await request.put("/api/music-state", { data: state })).status()).toBe(200);
  // Signed out again: `request` goes on as the visitor it was (sign-out checks the origin).
  const origin = new URL(signIn.url()).origin;
  const signOut = await request.post("/api/auth/sign-out", { data: {}, headers: { origin } });
  expect(signOut.status()).toBe(200);
}

/** Songs one after another with no overlap: for tests that time a song to its end. */
export const GAPLESS: SoundSettings = { crossfadeSeconds: 0, normalize: true };
