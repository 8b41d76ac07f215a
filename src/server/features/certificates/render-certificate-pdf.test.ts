import { describe, expect, it } from "vitest";
import { certificatesCopy, DEFAULT_LICENCE_STATEMENT } from "~/shared/copy/certificates";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import { paths } from "~/shared/paths";
import { UNPRINTABLE_MARK } from "~/shared/certificates/printable-text";
import { pdfQrCode, pdfText, pdfTextRuns } from "../../testing/read-pdf";
import { renderCertificatePdf, type CertificateDocument } from "./render-certificate-pdf";

const code = "7K2M9QXC4RTV8BNW3HJD";
const certificate: CertificateDocument = {
  number: "SON-2026-000042",
  code,
  issuedAt: new Date("2026-11-23T10:00:00Z"),
  validFrom: new Date("2026-11-20T09:00:00Z"),
  validUntil: new Date("2026-12-20T09:00:00Z"),
  timeZone: "Europe/Madrid",
  brandName: "Sonaria",
  verificationUrl: `https://sonaria.es${paths.verifyCertificate(code)}`,
  seals: [
    {
      zoneName: "Sala",
      seq: 1234,
      hash: "ab".repeat(32),
      sealedAt: new Date("2026-11-23T10:00:00Z"),
    },
    {
      zoneName: "Terraza",
      seq: 0,
      hash: "0".repeat(64),
      sealedAt: new Date("2026-11-23T10:00:00Z"),
    },
  ],
  facts: {
    provider: {
      legalName: "Sonaria Música Ambiental, S.L.",
      taxId: "B88123450",
      address: "Calle de Alcalá 100, 28009 Madrid",
    },
    customer: { legalName: "Hostelería Lucía Peñalver S.L.", taxId: "B12345674" },
    establishment: {
      tradingName: "Cafetería «La Señora» Ñandú",
      address: "Calle Mayor 1",
      postcode: "28013",
      city: "Madrid",
      province: "Madrid",
    },
    licenceStatement: DEFAULT_LICENCE_STATEMENT,
    zones: ["Sala", "Terraza"],
  },
};

const seals = playLogSealsCopy.pdf;

describe("renderCertificatePdf", () => {
  it("is one A4 page whose text carries every field, accents and all", async () => {
    const bytes = await renderCertificatePdf(certificate);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    for (const expected of [
      certificatesCopy.title,
      "Sonaria Música Ambiental, S.L.",
      "B88123450",
      "Calle de Alcalá 100, 28009 Madrid",
      "Hostelería Lucía Peñalver S.L.",
      "B12345674",
      "Cafetería «La Señora» Ñandú",
      "Calle Mayor 1, 28013 Madrid (Madrid)",
      "Del 20/11/2026 al 20/12/2026",
      DEFAULT_LICENCE_STATEMENT,
      certificatesCopy.scope("Sonaria"),
      "SON-2026-000042",
      "23/11/2026",
      certificate.verificationUrl,
      "7K2M-9QXC-4RTV-8BNW-3HJD",
      certificatesCopy.pdf.howToVerify,
      seals.heading(2).toUpperCase(),
      seals.intro("23/11/2026 11:00:00"),
    ])
      expect(text).toContain(expected);
  });

  it("prints every zone's seal by the zone's name, an empty log said so, and none without seals", async () => {
    const { text } = await pdfText(await renderCertificatePdf(certificate));
    expect(text).toContain(`Sala ${seals.seq(1234)} ${"ab".repeat(32)}`);
    expect(text).toContain(`Terraza ${seals.seq(0)} ${"0".repeat(64)}`);
    expect(text).not.toContain("del establecimiento llegaba");
    const old = await pdfText(await renderCertificatePdf({ ...certificate, seals: [] }));
    expect(old.text).not.toContain(seals.heading(1).toUpperCase());
    expect(old.text).not.toContain(seals.heading(2).toUpperCase());
  });

  it("prints names saved with characters its font lacks legibly, and long ones inside their column", async () => {
    const long = "Cafetería y Pastelería Artesana Hermanos Fernández de la Torre ";
    const bytes = await renderCertificatePdf({
      ...certificate,
      facts: {
        ...certificate.facts,
        customer: { legalName: `Hostelería${"Lucía".repeat(30)} S.L.`, taxId: "B12345674" },
        establishment: {
          ...certificate.facts.establishment,
          tradingName: `Lumen Dos 🍩🍩🍩🍩🍩🍩🍩🍩🍩🍩🍩🍩🍩🍩🍩🍩🍩 北京烤鸭北京烤鸭北京烤鸭 Brutăria ${long}`,
        },
        zones: ["Sala", "Terraza 🌿"],
      },
      seals: [
        ...certificate.seals,
        ...Array.from({ length: 18 }, (_, index) => ({
          zoneName: `Zona ${index + 3} con un nombre largo de cuarenta`,
          seq: 1_000_000 + index,
          hash: "cd".repeat(32),
          sealedAt: certificate.issuedAt,
        })),
      ],
    });
    const { text } = await pdfText(bytes);
    const mark = UNPRINTABLE_MARK;
    expect(text).toContain(`Lumen Dos ${mark} ${mark} Brutaria Cafetería`);
    expect(text).toContain(`Sala, Terraza ${mark}`);
    expect(text).not.toMatch(/Ø|ß/);
    // A4 is 595 pt wide; the margins are 56 pt, the columns 229.5 pt with 24 pt between.
    const runs = await pdfTextRuns(bytes);
    const [leftEnd, rightStart, pageEnd] = [56 + 229.5, 56 + 229.5 + 24, 595 - 56];
    // The facts in two columns: from the parties' headings down to the licence's (PDF's y grows upwards).
    const top = runs.find((run) => run.text === certificatesCopy.pdf.provider.toUpperCase());
    const bottom = runs.find((run) => run.text === certificatesCopy.pdf.licence.toUpperCase());
    const columns = runs.filter(
      (run) => run.page === 1 && run.y <= (top?.y ?? 0) && run.y > (bottom?.y ?? 0),
    );
    expect(columns.some((run) => run.text.startsWith("Lumen Dos"))).toBe(true);
    for (const run of columns) {
      const end = run.x + run.width;
      if (run.x < leftEnd) expect(end, run.text).toBeLessThanOrEqual(leftEnd + 0.5);
      else expect(end, run.text).toBeLessThanOrEqual(pageEnd + 0.5);
    }
    expect(columns.some((run) => run.x >= rightStart && run.text.startsWith("Hostelería"))).toBe(
      true,
    );
    for (const run of runs) expect(run.x + run.width, run.text).toBeLessThanOrEqual(pageEnd + 0.5);
    // Twenty zones' seals go on to a second page, the verification box with them.
    const pages = new Set(runs.map((run) => run.page));
    expect(pages.size).toBe(2);
    const onSecond = runs.filter((run) => run.page === 2).map((run) => run.text);
    expect(onSecond).toContain(certificate.verificationUrl);
  });

  it("carries a QR code that decodes to the verification URL", async () => {
    const bytes = await renderCertificatePdf(certificate);
    expect(await pdfQrCode(bytes)).toBe(certificate.verificationUrl);
  });

  it("writes the dates on the establishment's calendar", async () => {
    const late = await renderCertificatePdf({
      ...certificate,
      // 23:30 UTC on 19 November is already the 20th in Madrid, still the 19th in the Canaries.
      validFrom: new Date("2026-11-19T23:30:00Z"),
      timeZone: "Atlantic/Canary",
    });
    expect((await pdfText(late)).text).toContain("Del 19/11/2026 al 20/12/2026");
  });
});
