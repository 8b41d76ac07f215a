import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cafeLumenAddress, cafeLumenParties } from "../../testing/inspection-file-parties";
import { renderInspectionFilePdf, type InspectionFileContent } from "./render-inspection-file-pdf";

const content: InspectionFileContent = {
  ...cafeLumenParties,
  issuedAt: new Date("2026-12-01T10:00:00Z"),
  period: { from: "2026-11-01", until: "2026-11-30" },
  establishment: {
    tradingName: "Cafetería Lumen",
    address: cafeLumenAddress,
    zones: ["Sala", "Terraza"],
  },
  service: {
    period: "del 01/11/2026 al 30/11/2026",
    invoices: [{ number: "S-2026-11", issuedOn: "2026-11-01", total: "36,30 €" }],
  },
  declaration: {
    text: "Declaro que la única fuente de música fue el servicio.",
    signedBy: "Lucía Pérez",
    signedAt: new Date("2026-12-01T09:00:00Z"),
  },
  tracks: [
    {
      title: "Brisa de noviembre",
      artist: "Marina Sol",
      rights: "Autoría: Marina Sol · No gestionada por SGAE, AGEDI ni AIE",
      plays: 2,
    },
  ],
  days: [{ date: "2026-11-24", plays: 2, secondsHeard: 400 }],
  plays: [
    {
      zone: "Sala",
      startedAt: new Date("2026-11-24T20:01:29Z"),
      endedAt: new Date("2026-11-24T20:04:49Z"),
      title: "Brisa de noviembre",
      artist: "Marina Sol",
      late: false,
    },
    {
      zone: "Terraza",
      startedAt: new Date("2026-11-24T20:05:00Z"),
      endedAt: new Date("2026-11-24T20:08:20Z"),
      title:
        "Un título tan largo que no cabe en su columna de ninguna manera posible, ni en una hoja apaisada",
      artist: "Marina Sol",
      late: true,
    },
  ],
  seals: [
    {
      date: "2026-11-24",
      zone: "Sala",
      seq: 42,
      hash: "ab".repeat(32),
      stampedAt: new Date("2026-11-25T00:10:00Z"),
    },
  ],
};

describe("renderInspectionFilePdf", () => {
  it("makes a PDF/A-2b with every font embedded, that qpdf finds sound", async () => {
    const pdf = await renderInspectionFilePdf(content);
    const raw = pdf.toString("latin1");
    expect(raw.startsWith("%PDF-1.7")).toBe(true);
    // The XMP that claims PDF/A-2b, and the sRGB output intent it needs.
    expect(raw).toContain("<pdfaid:part>2</pdfaid:part>");
    expect(raw).toContain("<pdfaid:conformance>B</pdfaid:conformance>");
    expect(raw).toMatch(/\/OutputIntents/);
    // Fonts embedded (TrueType programs), and none of the standard 14 that are not.
    expect(raw).toMatch(/\/FontFile2/);
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Courier|Times)/);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "expediente-")), "expediente.pdf");
    fs.writeFileSync(file, pdf);
    expect(execFileSync("qpdf", ["--check", file], { encoding: "utf8" })).toContain(
      "No syntax or stream encoding errors found",
    );
    const fonts = execFileSync("pdffonts", [file], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    // pdffonts' "emb" column: yes for every font.
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+(yes|no)\s+\d+\s+\d+\s*$/);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    expect(text).toContain("Expediente de inspección");
    expect(text).toContain("Cafetería Lumen S.L.");
    expect(text).toContain("No gestionada por SGAE, AGEDI ni AIE");
    expect(text).toContain("Firmada en la aplicación por Lucía Pérez");
    expect(text).toMatch(/Un título tan largo.*…/);
    // Every page holds more than its footer: the footer, below the margin, starts none.
    const pages = text.split("\f").filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages)
      expect(page.replace(/Expediente \S+ · Página \d+/, "").trim()).not.toBe("");
  });
});
