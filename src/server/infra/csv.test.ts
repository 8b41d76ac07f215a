import { describe, expect, it } from "vitest";
import { csvField, csvLine, slug } from "./csv";

describe("csvField", () => {
  it("leaves plain text and numbers as they are", () => {
    expect(csvField("Canción del mar")).toBe("Canción del mar");
    expect(csvField(182)).toBe("182");
  });

  it("quotes separators, quotes, line breaks and edge spaces", () => {
    expect(csvField("a;b")).toBe('"a;b"');
    expect(csvField('Los "Tres"')).toBe('"Los ""Tres"""');
    expect(csvField("una\nlínea")).toBe('"una\nlínea"');
    expect(csvField(" hueco")).toBe('" hueco"');
  });

  it("turns what a spreadsheet would evaluate into text", () => {
    for (const formula of ["=1+1", "+34 600", "-2", "@SUM(A1)", "\t=1", "\r=1"])
      expect(csvField(formula).replace(/^"/, "")).toMatch(/^'/);
    expect(csvField("=1;2")).toBe(`"'=1;2"`);
  });

  it("ends a record with CRLF", () => {
    expect(csvLine(["a", 1, "b;c"])).toBe('a;1;"b;c"\r\n');
  });
});

describe("slug", () => {
  it("keeps letters and digits of a trading name, without accents", () => {
    expect(slug("Café Lucía, S.L.")).toBe("cafe-lucia-s-l");
    expect(slug("  Ñandú 24h  ")).toBe("nandu-24h");
    expect(slug("¡¿?!")).toBe("establecimiento");
  });
});
