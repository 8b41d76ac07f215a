import { describe, expect, it } from "vitest";
import { testMessage } from "~/shared/testing/messages";
import { memoryCaches } from "~/web/lib/memory-caches";
import { messagesCacheName } from "~/web/lib/offline-audio";
import { forgetMessages, keepMessageFiles } from "./kept-messages";

const origin = "https://sonaria.test";

function fakeFetch() {
  const asked: string[] = [];
  const fetch = (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    return Promise.resolve(
      url.includes("/roto/")
        ? new Response("", { status: 404 })
        : new Response(new Uint8Array(10), { headers: { "Content-Type": "audio/webm" } }),
    );
  };
  return { asked, fetch: fetch as typeof globalThis.fetch };
}

describe("the messages kept on the device", () => {
  it("keeps each message's file once, drops the ones gone, and another account's", async () => {
    const caches = memoryCaches();
    await (await caches.open(messagesCacheName("other"))).put(`${origin}/x`, new Response("x"));
    const { asked, fetch } = fakeFetch();
    const deps = { caches, fetch, origin };
    await keepMessageFiles(deps, "u1", [testMessage("a"), testMessage("b"), testMessage("roto")]);
    await keepMessageFiles(deps, "u1", [testMessage("b")]);
    expect(asked).toEqual([
      `${origin}/api/messages/a/audio`,
      `${origin}/api/messages/b/audio`,
      `${origin}/api/messages/roto/audio`,
    ]);
    expect(await caches.keys()).toEqual([messagesCacheName("u1")]);
    const cache = await caches.open(messagesCacheName("u1"));
    expect((await cache.keys()).map((request) => request.url)).toEqual([
      `${origin}/api/messages/b/audio`,
    ]);
    await forgetMessages(caches);
    expect(await caches.keys()).toEqual([]);
  });
});
