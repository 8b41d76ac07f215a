import { describe, expect, it } from "vitest";
import { messagesCacheName, reserveCacheName, reserveKey } from "~/web/lib/offline-audio";
import { memoryCaches } from "~/web/lib/memory-caches";
import { findInReserve, findMessage } from "./find-in-reserve";
import { answerFromReserve } from "./reserve-answer";

const origin = "https://sonaria.test";
const bytes = Uint8Array.from({ length: 100 }, (_, index) => index);
const kept = () => new Response(bytes, { headers: { "Content-Type": "audio/mpeg" } });
const ask = (range?: string) =>
  new Request(`${origin}/api/songs/s1/audio?exp=1&sig=x`, {
    headers: range ? { Range: range } : {},
  });

describe("answering the player from the reserve", () => {
  it("gives the bytes a Range asks for, so seeking works offline", async () => {
    const answer = await answerFromReserve(ask("bytes=10-19"), kept());
    expect(answer.status).toBe(206);
    expect(answer.headers.get("content-range")).toBe("bytes 10-19/100");
    expect(answer.headers.get("content-length")).toBe("10");
    expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([...bytes.slice(10, 20)]);
  });

  it("gives the whole file without a Range, and 416 for a range past its end", async () => {
    const whole = await answerFromReserve(ask(), kept());
    expect(whole.status).toBe(200);
    expect((await whole.arrayBuffer()).byteLength).toBe(100);
    const beyond = await answerFromReserve(ask("bytes=100-"), kept());
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe("bytes */100");
  });

  it("an open-ended range from the middle goes to the end", async () => {
    const answer = await answerFromReserve(ask("bytes=90-"), kept());
    expect(answer.headers.get("content-range")).toBe("bytes 90-99/100");
  });
});

describe("finding a song in the reserve", () => {
  it("finds it whatever signature its link carries, and only for audio paths", async () => {
    const caches = memoryCaches();
    await (await caches.open(reserveCacheName("u1"))).put(reserveKey(origin, "s1"), kept());
    expect(
      await findInReserve(caches, new URL(`${origin}/api/songs/s1/audio?exp=9&sig=y`)),
    ).not.toBeNull();
    expect(await findInReserve(caches, new URL(`${origin}/api/songs/s2/audio`))).toBeNull();
    expect(await findInReserve(caches, new URL(`${origin}/api/songs/s1`))).toBeNull();
  });

  it("looks only in the reserve's caches", async () => {
    const caches = memoryCaches();
    await (await caches.open("something-else")).put(reserveKey(origin, "s1"), kept());
    expect(await findInReserve(caches, new URL(`${origin}/api/songs/s1/audio`))).toBeNull();
  });
});

describe("finding a message kept on the device", () => {
  it("finds the account's message by its audio path, and nothing else", async () => {
    const caches = memoryCaches();
    const cache = await caches.open(messagesCacheName("u1"));
    await cache.put(`${origin}/api/messages/m1/audio`, kept());
    expect(await findMessage(caches, new URL(`${origin}/api/messages/m1/audio`))).not.toBeNull();
    expect(await findMessage(caches, new URL(`${origin}/api/messages/m2/audio`))).toBeNull();
    expect(await findMessage(caches, new URL(`${origin}/api/songs/m1/audio`))).toBeNull();
  });
});
