import { expect, it } from "vitest";
import { reserveCacheName, reserveKey, songOfAudioUrl } from "./offline-audio";

const id = "59e91b44-4100-4001-95af-7945301fd3fe";

it("finds a song's reserve entry whatever signature its link carries", () => {
  const signed = new URL(`https://sonaria.es/api/songs/${id}/audio?expires=1&signature=abc`);
  const other = new URL(`https://sonaria.es/api/songs/${id}/audio?expires=2&signature=def`);
  expect(songOfAudioUrl(signed)).toBe(id);
  expect(songOfAudioUrl(other)).toBe(id);
  expect(reserveKey(signed.origin, id)).toBe(`https://sonaria.es/api/songs/${id}/audio`);
});

it("knows nothing but audio paths, and keeps each account apart", () => {
  expect(songOfAudioUrl(new URL(`https://sonaria.es/api/songs/${id}`))).toBeNull();
  expect(songOfAudioUrl(new URL(`https://sonaria.es/api/songs/${id}/audio/x`))).toBeNull();
  expect(reserveCacheName("a")).not.toBe(reserveCacheName("b"));
});
