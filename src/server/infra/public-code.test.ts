import { describe, expect, it } from "vitest";
import { certificateCodeSchema } from "~/shared/certificates/schema";
import { groupedCode, newPublicCode } from "./public-code";

describe("newPublicCode", () => {
  it("makes 20 Crockford base-32 characters the public schema accepts", () => {
    for (let index = 0; index < 200; index++) {
      const code = newPublicCode();
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
      expect(certificateCodeSchema.parse(code)).toBe(code);
    }
  });

  it("uses every character of the alphabet and repeats no code", () => {
    const codes = Array.from({ length: 2000 }, newPublicCode);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(codes.join("")).size).toBe(32);
  });

  it("is read back grouped, in lower case or without dashes alike", () => {
    const code = newPublicCode();
    expect(groupedCode(code)).toMatch(/^(\w{4}-){4}\w{4}$/);
    expect(certificateCodeSchema.parse(groupedCode(code).toLowerCase())).toBe(code);
  });
});
