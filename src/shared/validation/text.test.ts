import { describe, expect, it } from "vitest";
import { inputCopy } from "../copy/input";
import { createGenreSchema } from "../catalog/schema";
import { rowIdSchema } from "./ids";
import { isStorableText, multiLine, singleLine } from "./text";

const messages = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("isStorableText", () => {
  it("refuses a NUL and lone surrogates, keeps paired ones (emoji)", () => {
    expect(isStorableText("Café 🎵")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("\ud800")).toBe(false);
    expect(isStorableText("a\udc00")).toBe(false);
    expect(isStorableText("\udc00\ud800")).toBe(false);
  });
});

describe("singleLine", () => {
  const line = singleLine().min(1, "obligatorio").max(10, "largo");

  it("trims blanks, zero-width ones included", () => {
    expect(line.parse("  Jazz\u200b\t")).toBe("Jazz");
    expect(line.parse("\ufeffRock ")).toBe("Rock");
  });

  it("counts a text of invisible or control characters only as empty", () => {
    for (const invisible of ["\u200b", "\u0001", "\u200b\u200d\u3164", "\u2800", " \u00ad "])
      expect(messages(line.safeParse(invisible)), JSON.stringify(invisible)).toEqual([
        "obligatorio",
      ]);
  });

  it("refuses a NUL, a lone surrogate or a control character inside", () => {
    for (const bad of ["a\u0000b", "a\ud800b", "a\u0001b", "a\nb"])
      expect(messages(line.safeParse(bad)), JSON.stringify(bad)).toEqual([
        inputCopy.invalidCharacters,
      ]);
  });

  it("refuses the characters that reorder text, inside or at an edge", () => {
    const reordering = [
      ..."\u202a\u202b\u202c\u202d\u202e",
      ..."\u2066\u2067\u2068\u2069",
      ..."\u200e\u200f\u061c",
    ];
    for (const mark of reordering)
      for (const bad of [`Bar ${mark}fdp.exe`, `${mark}Bar`, `Bar${mark}`, mark])
        expect(messages(line.safeParse(bad)), JSON.stringify(bad)).toEqual([
          inputCopy.reorderingCharacters,
        ]);
  });

  it("keeps right-to-left letters and other joiners, which print as typed", () => {
    expect(line.parse("مقهى")).toBe("مقهى");
    expect(line.parse("👩\u200d🍳")).toBe("👩\u200d🍳");
  });

  it("keeps its limits readable by the forms", () => {
    expect(line.maxLength).toBe(10);
    expect(createGenreSchema.shape.name.maxLength).toBe(60);
  });
});

describe("multiLine", () => {
  it("keeps direction marks, which right-to-left HTML may need", () => {
    expect(multiLine().parse("<p>\u200fمقهى</p>")).toBe("<p>\u200fمقهى</p>");
  });

  it("keeps line breaks and tabs, refuses other control characters", () => {
    expect(multiLine().parse("<p>a</p>\n\t<p>b</p>\r\n")).toBe("<p>a</p>\n\t<p>b</p>");
    expect(messages(multiLine().safeParse("<p>\u0000</p>"))).toEqual([inputCopy.invalidCharacters]);
    expect(messages(multiLine().safeParse("<p>\u0007</p>"))).toEqual([inputCopy.invalidCharacters]);
  });
});

describe("rowIdSchema", () => {
  it("takes UUIDs only", () => {
    expect(rowIdSchema.safeParse("0b8f4d1e-7c1a-4c55-9a8e-2f1d3c4b5a69").success).toBe(true);
    for (const bad of ["\u0000", "..", "1", "no-existe", "' OR 1=1 --"])
      expect(rowIdSchema.safeParse(bad).success, bad).toBe(false);
  });
});
