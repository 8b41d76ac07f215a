import { describe, expect, it } from "vitest";
import { certificatesCopy, DEFAULT_LICENCE_STATEMENT } from "~/shared/copy/certificates";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import { paths } from "~/shared/paths";
import { pdfQrCode, pdfText } from "../../testing/read-pdf";
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
  seal: { seq: 1234, hash: "ab".repeat(32), sealedAt: new Date("2026-11-23T10:00:00Z") },
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
  },
};

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
      playLogSealsCopy.pdf.sealed(1234, "ab".repeat(32), "23/11/2026 11:00:00"),
    ])
      expect(text).toContain(expected);
  });

  it("says the play log was empty when it was sealed at seq 0, and nothing without a seal", async () => {
    const empty = await renderCertificatePdf({
      ...certificate,
      seal: { seq: 0, hash: "0".repeat(64), sealedAt: certificate.issuedAt },
    });
    const { pages, text } = await pdfText(empty);
    expect(pages).toBe(1);
    expect(text).toContain(playLogSealsCopy.pdf.empty("23/11/2026 11:00:00"));
    const old = await pdfText(await renderCertificatePdf({ ...certificate, seal: null }));
    expect(old.text).not.toContain(playLogSealsCopy.pdf.heading.toUpperCase());
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
