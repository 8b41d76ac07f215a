import { describe, expect, it } from "vitest";
import { createHash } from "node:crypto";
import {
  canonicalPlay,
  chainPlays,
  GENESIS_HASH,
  hashMatches,
  playHash,
  type ChainedPlay,
} from "./play-chain";

const facts = {
  establishmentId: "3f6c1f0e-8a1b-4c2d-9e3f-1a2b3c4d5e6f",
  // A Principal zone: its id is its establishment's (decision 023).
  zoneId: "3f6c1f0e-8a1b-4c2d-9e3f-1a2b3c4d5e6f",
  clientId: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
  kind: "song" as const,
  songId: "0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9",
  title: "Amanecer",
  artist: "Grupo Demo",
  startedAt: new Date("2026-03-29T21:30:00.123Z"),
  endedAt: new Date("2026-03-29T21:31:01.623Z"),
  secondsHeard: 61.5,
  ending: "ended" as const,
  deviceId: "9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b",
  origin: "network" as const,
  receivedAt: new Date("2026-03-29T21:31:02.456Z"),
};

describe("the play chain", () => {
  it("serialises a play in a fixed, tagged order", () => {
    const play: ChainedPlay = { ...facts, seq: 1, prevHash: GENESIS_HASH };
    expect(canonicalPlay(play)).toBe(
      JSON.stringify([
        "sonaria-play-v4",
        facts.establishmentId,
        facts.zoneId,
        1,
        facts.clientId,
        "song",
        facts.songId,
        "Amanecer",
        "Grupo Demo",
        "2026-03-29T21:30:00.123Z",
        "2026-03-29T21:31:01.623Z",
        61.5,
        "ended",
        facts.deviceId,
        "network",
        "2026-03-29T21:31:02.456Z",
        GENESIS_HASH,
      ]),
    );
    expect(playHash(play)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("links each play to the previous one's hash, from the chain's end", () => {
    const [first, second] = chainPlays({ seq: 0, hash: GENESIS_HASH }, [facts, facts]);
    expect(first).toMatchObject({ seq: 1, prevHash: GENESIS_HASH });
    expect(second).toMatchObject({ seq: 2, prevHash: first?.hash });
    const [afterAnchor] = chainPlays({ seq: 41, hash: "b".repeat(64) }, [facts]);
    expect(afterAnchor).toMatchObject({ seq: 42, prevHash: "b".repeat(64) });
  });

  it("changes the hash when any fact changes, even between fields", () => {
    const base: ChainedPlay = { ...facts, seq: 1, prevHash: GENESIS_HASH };
    const variants: ChainedPlay[] = [
      { ...base, title: "Amanecer ", artist: "Grupo Demo" },
      { ...base, title: "Amanecer", artist: "Grupo Demo." },
      { ...base, title: 'Amanecer","Grupo', artist: "Demo" },
      { ...base, secondsHeard: 61.501 },
      { ...base, startedAt: new Date("2026-03-29T21:30:00.124Z") },
      { ...base, endedAt: new Date("2026-03-29T21:31:01.624Z") },
      { ...base, seq: 2 },
      { ...base, zoneId: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a" },
      { ...base, kind: "message" },
    ];
    const hashes = new Set([base, ...variants].map(playHash));
    expect(hashes.size).toBe(variants.length + 1);
  });

  it("still checks rows of the first format, whose end must be the one derived from them", () => {
    const base: ChainedPlay = { ...facts, seq: 1, prevHash: GENESIS_HASH };
    const v1 = JSON.stringify([
      "sonaria-play-v1",
      facts.establishmentId,
      1,
      facts.clientId,
      facts.songId,
      "Amanecer",
      "Grupo Demo",
      "2026-03-29T21:30:00.123Z",
      61.5,
      "ended",
      facts.deviceId,
      "network",
      "2026-03-29T21:31:02.456Z",
      GENESIS_HASH,
    ]);
    const hash = createHash("sha256").update(v1).digest("hex");
    expect(hashMatches({ ...base, hash })).toBe(true);
    // The first format's hash does not cover the end: moving it is still found.
    expect(hashMatches({ ...base, endedAt: new Date("2026-03-29T21:35:00.000Z"), hash })).toBe(
      false,
    );
    expect(hashMatches({ ...base, hash: playHash(base) })).toBe(true);
    expect(hashMatches({ ...base, title: "Otra", hash: playHash(base) })).toBe(false);
  });

  it("still checks rows of the second format in a Principal zone, and only there", () => {
    const base: ChainedPlay = { ...facts, seq: 1, prevHash: GENESIS_HASH };
    const v2 = JSON.stringify([
      "sonaria-play-v2",
      facts.establishmentId,
      1,
      facts.clientId,
      facts.songId,
      "Amanecer",
      "Grupo Demo",
      "2026-03-29T21:30:00.123Z",
      "2026-03-29T21:31:01.623Z",
      61.5,
      "ended",
      facts.deviceId,
      "network",
      "2026-03-29T21:31:02.456Z",
      GENESIS_HASH,
    ]);
    const hash = createHash("sha256").update(v2).digest("hex");
    expect(hashMatches({ ...base, hash })).toBe(true);
    // Moved to another zone, an old row no longer holds: its hash never named a zone.
    expect(hashMatches({ ...base, zoneId: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a", hash })).toBe(
      false,
    );
  });

  it("finds a play's kind changed: a song passed off as a message, or a message as a song", () => {
    const song: ChainedPlay = { ...facts, seq: 1, prevHash: GENESIS_HASH };
    expect(hashMatches({ ...song, kind: "message", hash: playHash(song) })).toBe(false);
    const message: ChainedPlay = { ...song, kind: "message", title: "Cierre", artist: "" };
    expect(hashMatches({ ...message, hash: playHash(message) })).toBe(true);
    expect(hashMatches({ ...message, kind: "song", hash: playHash(message) })).toBe(false);
  });

  it("still checks rows of the third format as songs, in any zone", () => {
    const other = "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a";
    const base: ChainedPlay = { ...facts, zoneId: other, seq: 1, prevHash: GENESIS_HASH };
    const v3 = JSON.stringify([
      "sonaria-play-v3",
      facts.establishmentId,
      other,
      1,
      facts.clientId,
      facts.songId,
      "Amanecer",
      "Grupo Demo",
      "2026-03-29T21:30:00.123Z",
      "2026-03-29T21:31:01.623Z",
      61.5,
      "ended",
      facts.deviceId,
      "network",
      "2026-03-29T21:31:02.456Z",
      GENESIS_HASH,
    ]);
    const hash = createHash("sha256").update(v3).digest("hex");
    expect(hashMatches({ ...base, hash })).toBe(true);
    // The third format never named the kind: a row of it that says "message" was altered.
    expect(hashMatches({ ...base, kind: "message", hash })).toBe(false);
    expect(hashMatches({ ...base, title: "Otra", hash })).toBe(false);
  });
});
