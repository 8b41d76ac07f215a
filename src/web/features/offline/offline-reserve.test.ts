import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { reserveCacheName, reserveKey } from "~/web/lib/offline-audio";
import { memoryCaches } from "~/web/lib/memory-caches";
import { OfflineReserve, type ReservePosition } from "./offline-reserve";
import type { PlannedSong } from "./reserve-plan";

const ORIGIN = "https://sonaria.es";
const song = (n: number): PlannedSong => ({ id: `s${n}`, durationSeconds: 240 });
/** A list of `total` songs with the player at `index`. */
const position = (total: number, index: number, key = "lista"): ReservePosition => ({
  key,
  total,
  index,
  trackAt: async (at) => song(at + 1),
});

const audioAnswer = (url: string) =>
  new Response(`bytes of ${url}`, { status: 200, headers: { "content-type": "audio/mpeg" } });

function setUp(
  options: { targetSongs?: number; online?: boolean; answer?: (url: string) => Response } = {},
) {
  const caches = memoryCaches();
  const fetched: string[] = [];
  const asked: RequestInit[] = [];
  const state = { online: options.online ?? true, access: true };
  const storage = new Map<string, string>();
  const reserve = new OfflineReserve(
    {
      caches,
      origin: ORIGIN,
      online: () => state.online,
      storage: {
        getItem: (key) => storage.get(key) ?? null,
        setItem: (key, value) => void storage.set(key, value),
      },
      linkTo: async (id) => (state.access ? `${ORIGIN}/api/songs/${id}/audio?signature=x` : null),
      fetch: (async (url: string, init: RequestInit) => {
        fetched.push(new URL(url).pathname.split("/")[3] as string);
        asked.push(init);
        return (options.answer ?? audioAnswer)(url);
      }) as typeof fetch,
    },
    () => (options.targetSongs ?? 3) * 240,
  );
  const settled = () => reserve.settled();
  return { caches, fetched, asked, state, reserve, settled };
}

let warn: MockInstance;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe("OfflineReserve", () => {
  it("keeps the playing song and the next ones until the target, in playing order", async () => {
    const { caches, fetched, reserve, settled } = setUp();
    await reserve.open("ana");
    reserve.follow(position(10, 4));
    await settled();
    expect(fetched).toEqual(["s5", "s6", "s7"]);
    expect(["s5", "s6", "s7", "s8"].map((id) => reserve.has(id))).toEqual([
      true,
      true,
      true,
      false,
    ]);
    expect(reserve.getSnapshot()).toMatchObject({ readySeconds: 720, targetSeconds: 720 });
    const stored = await (
      await caches.open(reserveCacheName("ana"))
    ).match(reserveKey(ORIGIN, "s6"));
    expect(await stored?.text()).toContain("/api/songs/s6/audio");
  });

  it("drops what was played as the queue moves on, and fetches what comes next", async () => {
    const { fetched, reserve, settled } = setUp();
    await reserve.open("ana");
    reserve.follow(position(10, 0));
    await settled();
    reserve.follow(position(10, 2));
    await settled();
    expect(fetched).toEqual(["s1", "s2", "s3", "s4", "s5"]);
    expect(["s1", "s2", "s3", "s5"].map((id) => reserve.has(id))).toEqual([
      false,
      false,
      true,
      true,
    ]);
  });

  it("wraps at the end of the list", async () => {
    const { fetched, reserve, settled } = setUp();
    await reserve.open("ana");
    reserve.follow(position(10, 8));
    await settled();
    expect(fetched).toEqual(["s9", "s10", "s1"]);
  });

  it("fetches nothing offline, and goes on when the connection is back", async () => {
    const { fetched, state, reserve, settled } = setUp({ online: false });
    await reserve.open("ana");
    reserve.follow(position(10, 0));
    await settled();
    expect(fetched).toEqual([]);
    state.online = true;
    reserve.resume();
    await settled();
    expect(fetched).toEqual(["s1", "s2", "s3"]);
  });

  it("keeps nothing without access", async () => {
    const { fetched, state, reserve, settled } = setUp();
    state.access = false;
    await reserve.open("ana");
    reserve.follow(position(10, 0));
    await settled();
    expect(fetched).toEqual([]);
    expect(reserve.has("s1")).toBe(false);
  });

  it("belongs to one account: another's is deleted on opening, its own when emptied", async () => {
    const { caches, reserve, settled } = setUp();
    await (
      await caches.open(reserveCacheName("luis"))
    ).put(reserveKey(ORIGIN, "s1"), new Response("luis's"));
    await caches.open("another-app-cache");
    await reserve.open("ana");
    expect(caches.names().sort()).toEqual(["another-app-cache", reserveCacheName("ana")]);
    reserve.follow(position(10, 0));
    await settled();
    await reserve.empty();
    expect(caches.names()).toEqual(["another-app-cache"]);
    expect(reserve.has("s1")).toBe(false);
  });

  it("turned off, empties itself and fetches nothing; turned on, fills again", async () => {
    const { fetched, reserve, settled } = setUp();
    await reserve.open("ana");
    reserve.follow(position(10, 0));
    await settled();
    reserve.setEnabled(false);
    await vi.waitFor(() => expect(reserve.has("s1")).toBe(false));
    reserve.follow(position(10, 1));
    await settled();
    expect(fetched).toEqual(["s1", "s2", "s3"]);
    reserve.setEnabled(true);
    await settled();
    expect(fetched).toEqual(["s1", "s2", "s3", "s2", "s3", "s4"]);
  });

  it("finds what an earlier page stored, whatever its link was", async () => {
    const first = setUp();
    await first.reserve.open("ana");
    first.reserve.follow(position(10, 0));
    await first.settled();
    const again = new OfflineReserve(
      { ...(first.reserve as unknown as { deps: object }).deps, caches: first.caches } as never,
      () => 720,
    );
    await again.open("ana");
    expect(["s1", "s2", "s3"].every((id) => again.has(id))).toBe(true);
  });

  it("keeps a song whose link led to the bucket's server under its own path, as a readable whole", async () => {
    // What a presigned S3 URL answers, through the redirect from the signed link.
    const { caches, asked, reserve, settled } = setUp({
      targetSongs: 1,
      answer: () =>
        new Response(new Uint8Array(1234), {
          status: 200,
          headers: { "content-type": "audio/ogg", "access-control-allow-origin": ORIGIN },
        }),
    });
    await reserve.open("ana");
    reserve.follow(position(10, 0));
    await settled();
    // A CORS request, never no-cors (opaque), with no cookie for another origin, and never
    // answered from the HTTP cache (an <audio>'s answer there carries no CORS headers).
    expect(asked).toEqual([
      { mode: "cors", credentials: "same-origin", cache: "no-store", priority: "low" },
    ]);
    const kept = await (await caches.open(reserveCacheName("ana"))).match(reserveKey(ORIGIN, "s1"));
    expect(kept?.status).toBe(200);
    expect(kept?.headers.get("content-type")).toBe("audio/ogg");
    expect(kept?.headers.get("content-length")).toBe("1234");
    expect((await kept?.blob())?.size).toBe(1234);
  });

  it("keeps no opaque or partial answer, which could not be sliced for seeking", async () => {
    const opaque = { status: 0, type: "opaque" } as Response;
    const partial = new Response("a part", { status: 206 });
    for (const answer of [opaque, partial]) {
      const { reserve, settled } = setUp({ targetSongs: 1, answer: () => answer });
      await reserve.open("ana");
      reserve.follow(position(10, 0));
      await settled();
      expect(reserve.has("s1")).toBe(false);
    }
  });
});
