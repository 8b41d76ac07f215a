import { describe, expect, it } from "vitest";
import { certificatesCopy, DEFAULT_LICENCE_STATEMENT } from "./certificates";
import { inspectionGuideCopy } from "./inspection-guide";

/** Every string a copy object holds, its functions called with a sample argument. */
function textsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "function") return [String(value("Sonaria", "Sonaria", "x", "0:00"))];
  if (value && typeof value === "object") return Object.values(value).flatMap(textsOf);
  return [];
}

describe("certificate and inspection copy", () => {
  // AGEDI-AIE call services that say their music is "exempt" misleading (business.md):
  // nothing the product prints or shows says anyone is exempt from anything.
  it("never says that anyone is exempt", () => {
    const texts = [
      DEFAULT_LICENCE_STATEMENT,
      ...textsOf(certificatesCopy),
      ...textsOf(inspectionGuideCopy),
    ];
    expect(texts.length).toBeGreaterThan(50);
    for (const text of texts) expect(text).not.toMatch(/exent[oa]s?\b|exenci[oó]n/i);
  });

  it("states the scope the issue asks for", () => {
    expect(certificatesCopy.scope("Sonaria")).toBe(
      "Este certificado solo cubre la música reproducida a través de Sonaria; no cubre televisión, radio ni música en directo.",
    );
  });
});
