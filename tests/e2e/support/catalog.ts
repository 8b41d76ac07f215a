import fs from "node:fs";
import type { APIRequestContext, PlaywrightWorkerArgs } from "@playwright/test";
import { expect } from "@playwright/test";
import { E2E_ADMIN } from "./accounts";
import { mp3File } from "./audio-files";

/** An API client signed in as the e2e administrator. */
export async function adminApi(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  address: string,
) {
  const admin = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": address },
  });
  const signIn = await admin.post("/api/auth/sign-in/email", {
    data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(signIn.status()).toBe(200);
  return admin;
}

/** A genre of its own with short, real songs, uploaded like an admin would. */
export async function seedSongs(
  admin: APIRequestContext,
  titles: string[],
  genrePrefix = "Pruebas",
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
        artist: `Artista ${index + 1}`,
        file: {
          name: `${title}.mp3`,
          mimeType: "audio/mpeg",
          buffer: fs.readFileSync(mp3File(`${stamp}-${index}.mp3`, 100 + index)),
        },
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    songs.push(await response.json());
  }
  return { genre: genre as { id: string; name: string }, songs };
}

/** Complimentary access for a user, granted through the admin API. */
export async function grantAccess(admin: APIRequestContext, email: string) {
  const users = await (await admin.get(`/api/users?search=${encodeURIComponent(email)}`)).json();
  const id = users.items[0].id as string;
  expect(
    (await admin.put(`/api/users/${id}/complimentary`, { data: { active: true } })).status(),
  ).toBe(200);
}
