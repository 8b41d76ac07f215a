import { describe, expect, it } from "vitest";
import { canonicalSeal, sealDigest } from "./seal-text";

const seal = {
  id: "0b6f6b1e-5c1a-4f55-9a43-6a3f3c1f0d11",
  establishmentId: "est-1",
  zoneId: "est-1",
  seq: 42,
  hash: "a".repeat(64),
  reason: "daily" as const,
  sealedAt: new Date("2026-11-25T03:30:00.123Z"),
};

describe("a seal's canonical text", () => {
  it("names every fact in a fixed order, the time to the millisecond", () => {
    expect(canonicalSeal(seal)).toBe(
      `["sonaria-seal-v1","${seal.id}","est-1",42,"${"a".repeat(64)}","daily","2026-11-25T03:30:00.123Z"]`,
    );
  });

  it("names the zone too when it is not its establishment's Principal", () => {
    expect(canonicalSeal({ ...seal, zoneId: "zone-2" })).toBe(
      `["sonaria-seal-v2","${seal.id}","est-1","zone-2",42,"${"a".repeat(64)}","daily","2026-11-25T03:30:00.123Z"]`,
    );
  });

  it("digests to 32 bytes that change with any fact", () => {
    const digest = sealDigest(seal);
    expect(digest).toHaveLength(32);
    expect(sealDigest({ ...seal, seq: 43 }).equals(digest)).toBe(false);
    expect(sealDigest({ ...seal, zoneId: "zone-2" }).equals(digest)).toBe(false);
    expect(
      sealDigest({ ...seal, sealedAt: new Date("2026-11-25T03:30:00.124Z") }).equals(digest),
    ).toBe(false);
  });
});
