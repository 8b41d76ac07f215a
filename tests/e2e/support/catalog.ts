import { saveBillingDetails } from "./billing-details";
import fs from "node:fs";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import { createVerifiedUser, signIn, userIdByEmail } from "./accounts";
import { mp3File } from "./audio-files";
import { skipEstablishmentPrompt } from "./establishments";
import { publishWithRights } from "./rights";
import { presetSound } from "./sound";
import type { SoundSettings } from "../../../src/shared/player/music-state";

/**
 * A genre of its own with short, real songs (3 s unless told), uploaded and published
 * with their rights like an admin would; each by an artist of its own unless `artists` names them. `gainsDb` makes songs
 * of the same music at different loudness (one `seed` for all of them).
 */
export async function seedSongs(
  admin: APIRequestContext,
  titles: string[],
  genrePrefix = "Pruebas",
  options: { seconds?: number; artists?: string[]; gainsDb?: number[]; seed?: number } = {},
) {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const genre = await (
    await admin.post("/api/genres", { data: { name: `${genrePrefix} ${stamp}` } })
  ).json();
  const songs: { id: string; title: string }[] = [];
  for (const [index, title] of titles.entries()) {
    const response = await admin.post("/api/songs", {
      multipart: {
        genreId: genre.id,
        title,
        artist: options.artists?.[index] ?? `Artista ${index + 1}`,
        file: {
          name: `${title}.mp3`,
          mimeType: "audio/mpeg",
          buffer: fs.readFileSync(
            mp3File(
              `${stamp}-${index}.mp3`,
              options.seed ?? 100 + index,
              options.seconds,
              options.gainsDb?.[index],
            ),
          ),
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    const song = await response.json();
    await publishWithRights(admin, song.id, options.artists?.[index] ?? `Artista ${index + 1}`);
    songs.push(song);
  }
  return { genre: genre as { id: string; name: string }, songs };
}

/** Complimentary access for a user, granted through the admin API. */
export async function grantAccess(admin: APIRequestContext, email: string) {
  const id = await userIdByEmail(admin, email);
  expect(
    (await admin.put(`/api/users/${id}/complimentary`, { data: { active: true } })).status(),
  ).toBe(200);
}

/**
 * A verified user, with complimentary access when asked, signed in on the dashboard
 * (with its "Sonido" settings saved first, when given).
 * Without access, the trial popup and the first-establishment prompt count as answered.
 */
export async function signedInListener(
  page: Page,
  request: APIRequestContext,
  admin: APIRequestContext,
  /**
   * `billingDetails`: saved in the profile, as a first payment's invoice needs; by default
   * for a customer without access, who is about to pay.
   */
  options: { access: boolean; sound?: SoundSettings; billingDetails?: boolean },
) {
  const account = await createVerifiedUser(request);
  if (options.access) await grantAccess(admin, account.email);
  if (options.sound) await presetSound(request, account, options.sound);
  else {
    await page.addInitScript(() => localStorage.setItem("hasSeenTrialPopup", "true"));
    // A customer who subscribes later would be asked for an establishment first.
    await skipEstablishmentPrompt(page);
  }
  await signIn(page, account);
  if (options.billingDetails ?? !options.access) await saveBillingDetails(page.request);
  return account;
}

/** The player page showing one genre's songs. */
export async function openGenre(page: Page, genreName: string) {
  await page.goto("/dashboard/player?tab=genres");
  const genre = page.getByRole("tabpanel").getByRole("button", { name: new RegExp(genreName) });
  await genre.click();
  // Chosen: the songs shown (and a song's queue) are the genre's from now on.
  await expect(genre).toHaveAttribute("aria-pressed", "true");
}
