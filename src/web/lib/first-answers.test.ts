import { describe, expect, it } from "vitest";
import { parseFirstAnswers, takeFirstAnswer, takeFirstAnswerBody } from "./first-answers";

const origin = "https://sonaria.example";
const session = { user: { id: "u1", name: "Ana" } };

describe("parseFirstAnswers", () => {
  it("reads the document's answers by path", () => {
    const answers = parseFirstAnswers(JSON.stringify({ "/api/session": session }));
    expect(answers.get("/api/session")).toEqual(session);
  });

  it("keeps a visitor's null session: it is an answer too", () => {
    expect(parseFirstAnswers('{"/api/session":null}').has("/api/session")).toBe(true);
  });

  it("has nothing for a missing or broken block", () => {
    expect(parseFirstAnswers(undefined).size).toBe(0);
    expect(parseFirstAnswers("{no").size).toBe(0);
    expect(parseFirstAnswers("[1]").size).toBe(0);
  });
});

describe("takeFirstAnswer", () => {
  const fresh = () => parseFirstAnswers(JSON.stringify({ "/api/session": session }));

  it("answers the first GET of a kept path, then never again", async () => {
    const answers = fresh();
    const request = { url: `${origin}/api/session`, origin, pageAgeMs: 300 };
    const response = takeFirstAnswer(answers, request);
    expect(response?.status).toBe(200);
    await expect(response?.json()).resolves.toEqual(session);
    expect(takeFirstAnswer(answers, request)).toBeUndefined();
  });

  it("leaves other paths, other queries and other methods to the network", () => {
    const answers = fresh();
    expect(takeFirstAnswer(answers, { url: `${origin}/api/me`, origin, pageAgeMs: 1 })).toBe(
      undefined,
    );
    expect(
      takeFirstAnswer(answers, { url: `${origin}/api/session?x=1`, origin, pageAgeMs: 1 }),
    ).toBeUndefined();
    expect(
      takeFirstAnswer(answers, {
        url: `${origin}/api/session`,
        origin,
        method: "POST",
        pageAgeMs: 1,
      }),
    ).toBeUndefined();
    expect(answers.size).toBe(1);
  });

  it("answers a query whatever order its fields are written in", async () => {
    const songs = { items: [], total: 0 };
    const answers = parseFirstAnswers(
      JSON.stringify({ "/api/songs?search=&view=listen&page=1&pageSize=25": songs }),
    );
    const request = {
      url: `${origin}/api/songs?page=1&pageSize=25&search=&view=listen`,
      origin,
      pageAgeMs: 200,
    };
    await expect(takeFirstAnswer(answers, request)?.json()).resolves.toEqual(songs);
    expect(
      takeFirstAnswer(parseFirstAnswers(JSON.stringify({ "/api/songs?page=1": songs })), {
        url: `${origin}/api/songs?page=2`,
        origin,
        pageAgeMs: 200,
      }),
    ).toBeUndefined();
  });

  it("lets an answer go stale: a page open for a while asks the server", () => {
    const answers = fresh();
    const late = { url: `${origin}/api/session`, origin, pageAgeMs: 60_000 };
    expect(takeFirstAnswer(answers, late)).toBeUndefined();
    expect(answers.size).toBe(0);
  });
});

describe("takeFirstAnswerBody", () => {
  it("gives a query its first data once: a refetch after a change reaches the server", () => {
    const answers = parseFirstAnswers(JSON.stringify({ "/api/establishments": [{ id: "e1" }] }));
    const asked = { key: "/api/establishments", pageAgeMs: 400 };
    expect(takeFirstAnswerBody(answers, asked)).toEqual({ body: [{ id: "e1" }] });
    expect(takeFirstAnswerBody(answers, asked)).toBeUndefined();
    const request = { url: `${origin}/api/establishments`, origin, pageAgeMs: 900 };
    expect(takeFirstAnswer(answers, request)).toBeUndefined();
  });

  it("gives nothing once the document is old", () => {
    const answers = parseFirstAnswers(JSON.stringify({ "/api/establishments": [] }));
    expect(
      takeFirstAnswerBody(answers, { key: "/api/establishments", pageAgeMs: 60_000 }),
    ).toBeUndefined();
    expect(answers.size).toBe(0);
  });
});
