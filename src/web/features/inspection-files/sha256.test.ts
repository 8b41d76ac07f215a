import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "./sha256";

describe("sha256Hex", () => {
  it("is the file's SHA-256 as the server writes it, and changes with one byte", async () => {
    const bytes = Buffer.from("%PDF-1.7\nexpediente\n%%EOF\n");
    const expected = createHash("sha256").update(bytes).digest("hex");
    expect(await sha256Hex(new Blob([bytes]))).toBe(expected);
    const altered = Buffer.from(bytes);
    altered[10] = 0x45;
    expect(await sha256Hex(new Blob([altered]))).not.toBe(expected);
  });

  it("is the empty file's too", async () => {
    expect(await sha256Hex(new Blob([]))).toBe(
      "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855",
    );
  });
});
