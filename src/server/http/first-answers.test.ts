import { describe, expect, it } from "vitest";
import { collectFirstAnswers, firstAnswerPaths, firstAnswersElement } from "./first-answers";

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    ...init,
    headers: { "Content-Type": "application/json", ...init.headers },
  });

describe("collectFirstAnswers", () => {
  it("keeps the answers that were 200 and the cookies the API set", async () => {
    const collected = await collectFirstAnswers(async (path) =>
      path === "/api/session"
        ? json({ user: { id: "u1" } }, { headers: { "Set-Cookie": "s=renewed; Path=/" } })
        : json({ error: { code: "UNAUTHENTICATED" } }, { status: 401 }),
    );
    expect(collected.answers).toEqual({ "/api/session": { user: { id: "u1" } } });
    expect(collected.setCookies).toEqual(["s=renewed; Path=/"]);
  });

  it("leaves out what failed: the database gone, an error, a broken body", async () => {
    const collected = await collectFirstAnswers(async (path) => {
      if (path === "/api/session") throw new Error("connection terminated");
      if (path === "/api/establishments") return json({}, { status: 503 });
      return new Response("{not json", { status: 200 });
    });
    expect(collected).toEqual({ answers: {}, setCookies: [] });
  });
});

describe("firstAnswerPaths", () => {
  const everyPage = ["/api/session", "/api/establishments", "/api/music-state"];

  it("brings every page who is signed in, their establishments and the player's state", () => {
    expect(firstAnswerPaths("/dashboard/establishments")).toEqual(everyPage);
    expect(firstAnswerPaths("/login")).toEqual(everyPage);
  });

  it("brings the player its first songs and lists, the start page its newest songs", () => {
    expect(firstAnswerPaths("/dashboard/player")).toEqual([
      ...everyPage,
      "/api/songs?search=&view=listen&page=1&pageSize=25",
      "/api/playlists",
      "/api/public-playlists",
      "/api/genres?view=listen",
    ]);
    expect(firstAnswerPaths("/dashboard/player/")).toEqual(firstAnswerPaths("/dashboard/player"));
    // What sounds now, which the start page asks again once its event stream is open.
    expect(firstAnswerPaths("/dashboard")).toEqual([
      ...everyPage,
      "/api/songs/recently-played",
      "/api/songs/recent",
      "/api/now-playing",
    ]);
    // The remote's zones as last heard, asked again too, and what each zone's card offers.
    expect(firstAnswerPaths("/dashboard/remote")).toEqual([
      ...everyPage,
      "/api/zones/live",
      "/api/playlists",
      "/api/public-playlists",
      "/api/genres?view=listen",
      "/api/messages",
    ]);
    // Other pages ask for theirs themselves.
    expect(firstAnswerPaths("/dashboard/history")).toEqual(everyPage);
  });

  it("asks the API for exactly the paths it is given", async () => {
    const asked: string[] = [];
    await collectFirstAnswers(
      async (path) => {
        asked.push(path);
        return json({});
      },
      ["/api/session", "/api/zones/live"],
    );
    expect(asked).toEqual(["/api/session", "/api/zones/live"]);
  });
});

describe("firstAnswersElement", () => {
  it("writes a data block no text inside can end or turn into markup", () => {
    const element = firstAnswersElement({ "/api/session": { name: "</script><script>x()" } });
    expect(element.match(/<\/script>/g)).toHaveLength(1);
    expect(element).toContain('type="application/json"');
    const body = element.slice(element.indexOf(">") + 1, element.lastIndexOf("</script>"));
    expect(JSON.parse(body)).toEqual({ "/api/session": { name: "</script><script>x()" } });
  });
});
