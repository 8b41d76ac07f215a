import { describe, expect, it } from "vitest";
import { readCsv } from "./read-csv";

describe("readCsv", () => {
  it("reads Spanish Excel's semicolons, its BOM and CRLF, and keeps each record's line", () => {
    expect(readCsv("\uFEFFa;b\r\n1;2\r\n\r\n3;4\r\n")).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["1", "2"] },
      { line: 4, fields: ["3", "4"] },
    ]);
  });

  it("reads commas when the header uses them", () => {
    expect(readCsv("a,b\n1,2").map((record) => record.fields)).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
  });

  it("keeps separators, quotes and line breaks inside quotes, and counts the lines they span", () => {
    expect(readCsv('a;b\n"x;y";"di ""hola""\nadiós"\nz;w')).toEqual([
      { line: 1, fields: ["a", "b"] },
      { line: 2, fields: ["x;y", 'di "hola"\nadiós'] },
      { line: 4, fields: ["z", "w"] },
    ]);
  });

  it("keeps empty fields", () => {
    expect(readCsv("a;b;c\n;;x").at(1)?.fields).toEqual(["", "", "x"]);
  });
});
