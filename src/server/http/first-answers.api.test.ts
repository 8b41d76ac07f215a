import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FIRST_ANSWERS_ELEMENT_ID } from "~/shared/http/document-data";
import { createApp } from "../app";
import { httpClient, signedInUser, type SignedInUser } from "../testing/http-client";
import { describeEachDatabase } from "../testing/test-app";

/** The data block a page's document carries, parsed (undefined when it has none). */
function answersIn(html: string): Record<string, unknown> | undefined {
  const block = new RegExp(
    `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">(.*?)</script>`,
  ).exec(html);
  return block ? (JSON.parse(block[1] as string) as Record<string, unknown>) : undefined;
}

describeEachDatabase("the first answers a page's document carries", (context) => {
  const client = httpClient(context);
  let root: string;
  let app: ReturnType<typeof createApp>;
  let owner: SignedInUser;

  beforeAll(async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-web-"));
    fs.writeFileSync(
      path.join(root, "__spa-fallback.html"),
      "<!doctype html><html><head><title></title></head><body></body></html>",
    );
    fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>Inicio</title>");
    app = createApp({ ...context().infra, webRoot: root });
    owner = await signedInUser(context, { complimentary: true, fullName: "Ana </script> García" });
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  const page = (pathname: string, cookie?: string) =>
    app.request(pathname, { headers: cookie ? { Cookie: cookie } : {} });

  it("carries exactly what the API answers the signed-in user, and no cache keeps it", async () => {
    const response = await page("/dashboard/player", owner.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("vary")).toContain("Cookie");
    const answers = answersIn(await response.text());
    const api = async (pathname: string) =>
      (await client.get(pathname, { cookie: owner.cookie })).json();
    expect(answers?.["/api/session"]).toEqual(await api("/api/session"));
    expect(answers?.["/api/establishments"]).toEqual(await api("/api/establishments"));
    expect(answers?.["/api/music-state"]).toEqual(await api("/api/music-state"));
  });

  it("carries the player's first songs and lists, the start page's newest songs and what sounds", async () => {
    const api = async (pathname: string) =>
      (await client.get(pathname, { cookie: owner.cookie })).json();
    const firstOf = async (pathname: string) =>
      answersIn(await (await page(pathname, owner.cookie)).text());
    const player = await firstOf("/dashboard/player");
    for (const path of [
      "/api/songs?search=&view=listen&page=1&pageSize=25",
      "/api/playlists",
      "/api/public-playlists",
      "/api/genres?view=listen",
    ])
      expect(player?.[path], path).toEqual(await api(path));
    const home = await firstOf("/dashboard");
    expect(home?.["/api/songs/recent"]).toEqual(await api("/api/songs/recent"));
    expect(home?.["/api/songs/recently-played"]).toEqual(await api("/api/songs/recently-played"));
    expect(home?.["/api/now-playing"]).toEqual(await api("/api/now-playing"));
    expect(home).not.toHaveProperty(["/api/playlists"]);
  });

  it("cannot be closed early by a name: the block stays one JSON value", async () => {
    const html = await (await page("/dashboard", owner.cookie)).text();
    expect(html).not.toContain("Ana </script>");
    const me = answersIn(html)?.["/api/session"] as { user: { fullName: string } };
    expect(me.user.fullName).toBe("Ana </script> García");
  });

  it("tells a visitor's page there is no session, and nothing else", async () => {
    const answers = answersIn(await (await page("/dashboard/player")).text());
    expect(answers).toEqual({ "/api/session": null });
    // A forged or expired cookie is no session either.
    const forged = answersIn(await (await page("/login", "sonaria.session_token=forged")).text());
    expect(forged).toEqual({ "/api/session": null });
  });

  it("is left out of the public pages, which are the same for everyone", async () => {
    const home = await page("/", owner.cookie);
    expect(answersIn(await home.text())).toBeUndefined();
    expect(home.headers.get("cache-control")).toBe("no-cache");
  });
});
