import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { Establishment } from "~/shared/schemas/establishments";
import type { PlayBatchResult, PlayReport } from "~/shared/schemas/play-log";
import { barInMadrid } from "~/shared/testing/establishment-details";
import { catalogFixtures } from "./catalog-fixtures";
import { httpClient } from "./http-client";
import type { TestContext } from "./test-app";

/**
 * What the play-log suites build on: establishments made through the owner's endpoint,
 * catalogue songs through the admin's, and plays as the player reports them.
 */
export function playLogFixtures(context: () => TestContext) {
  const client = httpClient(context);
  const catalog = catalogFixtures(context);
  const deviceId = randomUUID();

  return {
    async establishment(cookie: string, changes: Record<string, unknown> = {}) {
      const response = await client.post(
        "/api/establishments",
        { ...barInMadrid, ...changes },
        { cookie },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as Establishment;
    },
    async songs(adminCookie: string, titles: string[]) {
      const genre = await catalog.genre(adminCookie);
      const made = [];
      for (const title of titles)
        made.push(await catalog.song(adminCookie, { genreId: genre.id, title }));
      return made;
    },
    /** A finished play; `startedAt` defaults to an hour ago. */
    play(establishmentId: string, songId: string, changes: Partial<PlayReport> = {}): PlayReport {
      return {
        id: randomUUID(),
        establishmentId,
        songId,
        startedAt: new Date(Date.now() - 3_600_000).toISOString(),
        secondsHeard: 61.5,
        ending: "ended",
        deviceId,
        origin: "network",
        ...changes,
      };
    },
    send: (cookie: string, plays: PlayReport[]) =>
      client.post("/api/play-log", { plays }, { cookie }),
    async sendOk(cookie: string, plays: PlayReport[]): Promise<PlayBatchResult> {
      const response = await client.post("/api/play-log", { plays }, { cookie });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as PlayBatchResult;
    },
  };
}
