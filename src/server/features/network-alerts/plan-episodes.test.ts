import { describe, expect, it } from "vitest";
import { planEpisodes, type OpenEpisode, type WatchedZone } from "./plan-episodes";

const now = new Date("2026-11-30T10:00:00.000Z");
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const zone = (zoneId: string, changes: Partial<WatchedZone> = {}): WatchedZone => ({
  zoneId,
  establishmentId: "bar",
  ownerId: "owner",
  status: "silent",
  since: minutesAgo(20),
  minutes: 15,
  ...changes,
});
const episode = (zoneId: string, changes: Partial<OpenEpisode> = {}): OpenEpisode => ({
  id: `episode-${zoneId}`,
  zoneId,
  kind: "silent",
  watched: true,
  ...changes,
});

describe("planEpisodes", () => {
  it("raises a zone alarming for the owner's minutes, from when it began, and not before", () => {
    const plan = planEpisodes({
      watched: [
        zone("sala", { since: minutesAgo(15) }),
        zone("terraza", { since: minutesAgo(14.9) }),
        zone("barra", { status: "offline", since: minutesAgo(20), minutes: 30 }),
        zone("patio", { status: "playing", since: minutesAgo(60) }),
      ],
      open: [],
      now,
    });
    expect(plan).toEqual({
      recover: [],
      end: [],
      raise: [
        {
          zoneId: "sala",
          establishmentId: "bar",
          ownerId: "owner",
          kind: "silent",
          startedAt: minutesAgo(15),
        },
      ],
    });
  });

  it("raises a zone once per episode: an open one stays as it is", () => {
    expect(planEpisodes({ watched: [zone("sala")], open: [episode("sala")], now })).toEqual({
      recover: [],
      end: [],
      raise: [],
    });
  });

  it("ends an episode whose zone is no longer alarming, with its line, or silently once it is gone", () => {
    const plan = planEpisodes({
      watched: [zone("sala", { status: "closed" })],
      open: [episode("sala"), episode("terraza", { watched: false })],
      now,
    });
    expect(plan).toEqual({ recover: ["episode-sala"], end: ["episode-terraza"], raise: [] });
  });

  it("turns an episode into the other kind at once: the zone never sounded in between", () => {
    const since = minutesAgo(1);
    const plan = planEpisodes({
      watched: [zone("sala", { status: "silent", since })],
      open: [episode("sala", { kind: "offline" })],
      now,
    });
    expect(plan.end).toEqual(["episode-sala"]);
    expect(plan.recover).toEqual([]);
    expect(plan.raise).toMatchObject([{ zoneId: "sala", kind: "silent", startedAt: since }]);
  });
});
