import PDFDocument from "pdfkit";
import { certificateDate } from "~/shared/certificates/certificate-date";
import { certificatesCopy } from "~/shared/copy/certificates";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import type { CertificateFacts } from "../../db/schema";
import { drawQrCode } from "../../infra/pdf/draw-qr-code";
import { groupedCode } from "./certificate-code";

const copy = certificatesCopy.pdf;

/** The web's theme (src/web/app.css) and Tailwind's slate greys. */
const colours = {
  brand50: "#f3f1ff",
  brand200: "#d5cdff",
  brand600: "#6125f6",
  brand700: "#5217d9",
  logoFrom: "#8b5cff",
  logoTo: "#3a1491",
  accent: "#fbbf24",
  ink: "#0f172a",
  text: "#334155",
  muted: "#64748b",
  white: "#ffffff",
};

const PAGE_MARGIN = 56;
const COLUMN_GAP = 24;

export interface CertificateDocument {
  number: string;
  code: string;
  issuedAt: Date;
  validFrom: Date;
  validUntil: Date;
  facts: CertificateFacts;
  /** The establishment's: dates are its calendar days. */
  timeZone: string;
  brandName: string;
  verificationUrl: string;
  /** The play log's seal made at issue (decision 016); null for certificates from before seals. */
  seal: { seq: number; hash: string; sealedAt: Date } | null;
}

type Pdf = InstanceType<typeof PDFDocument>;

/** The logo of public/logo.svg, drawn as vectors: a rounded square and four bars. */
function drawLogo(doc: Pdf, x: number, y: number, size: number) {
  const unit = size / 40;
  const gradient = doc.linearGradient(x, y, x + size, y + size);
  gradient.stop(0, colours.logoFrom).stop(1, colours.logoTo);
  doc.roundedRect(x, y, size, size, 11 * unit).fill(gradient);
  const bar = (left: number, top: number, height: number, colour: string) =>
    doc
      .roundedRect(x + left * unit, y + top * unit, 4 * unit, height * unit, 2 * unit)
      .fill(colour);
  bar(9, 17, 10, colours.white);
  bar(15, 11, 18, colours.white);
  bar(21, 14, 14, colours.white);
  bar(27, 19, 7, colours.accent);
}

/** The seal's moment on the establishment's clock, to the second: dd/mm/aaaa hh:mm:ss. */
function sealMoment(moment: Date, timeZone: string): string {
  const time = new Intl.DateTimeFormat("es-ES", {
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
    timeZone,
  }).format(moment);
  return `${certificateDate(moment, timeZone)} ${time}`;
}

/** A small heading over a block of facts. */
function heading(doc: Pdf, text: string, x: number, y: number, width: number) {
  doc.font("Helvetica-Bold").fontSize(9).fillColor(colours.brand700);
  doc.text(text.toUpperCase(), x, y, { width, characterSpacing: 0.8 });
  return doc.y + 4;
}

/** Label above value, one fact after another; answers where the block ends. */
function facts(doc: Pdf, rows: [string, string][], x: number, y: number, width: number) {
  let top = y;
  for (const [label, value] of rows) {
    doc.font("Helvetica").fontSize(8).fillColor(colours.muted).text(label, x, top, { width });
    doc
      .font("Helvetica")
      .fontSize(10.5)
      .fillColor(colours.ink)
      .text(value, x, doc.y + 1, {
        width,
      });
    top = doc.y + 6;
  }
  return top;
}

function paragraph(doc: Pdf, text: string, x: number, y: number, width: number) {
  doc.font("Helvetica").fontSize(10).fillColor(colours.text);
  doc.text(text, x, y, { width, lineGap: 2 });
  return doc.y;
}

/**
 * "Certificado de licencia de música ambiental" as an A4 PDF (issue 13): the parties, the
 * establishment, the validity, the licence basis and scope, and how anyone can check it.
 * Helvetica is one of PDF's standard fonts: no font file to ship, and its Latin-1 covers
 * Spanish (á, é, ñ, «»).
 */
export function renderCertificatePdf(certificate: CertificateDocument): Promise<Buffer> {
  const { facts: frozen, timeZone, brandName } = certificate;
  const day = (moment: Date) => certificateDate(moment, timeZone);
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: {
      Title: `${certificatesCopy.title} ${certificate.number}`,
      Author: frozen.provider.legalName,
      Subject: frozen.establishment.tradingName,
      CreationDate: certificate.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const column = (width - COLUMN_GAP) / 2;
  const right = left + column + COLUMN_GAP;

  // Header: the brand, then the title and the certificate's identity.
  drawLogo(doc, left, PAGE_MARGIN - 8, 34);
  doc.font("Helvetica-Bold").fontSize(18).fillColor(colours.brand700);
  doc.text(brandName, left + 44, PAGE_MARGIN, { width: width - 44 });
  doc
    .moveTo(left, PAGE_MARGIN + 40)
    .lineTo(left + width, PAGE_MARGIN + 40)
    .lineWidth(2)
    .stroke(colours.brand600);

  doc.font("Helvetica-Bold").fontSize(20).fillColor(colours.ink);
  doc.text(certificatesCopy.title, left, PAGE_MARGIN + 60, { width });
  let y = doc.y + 10;
  y = Math.max(
    facts(doc, [[copy.number, certificate.number]], left, y, column),
    facts(doc, [[copy.issuedOn, day(certificate.issuedAt)]], right, y, column),
  );

  // The parties.
  y += 10;
  const partiesTop = y;
  let leftEnd = heading(doc, copy.provider, left, partiesTop, column);
  leftEnd = facts(
    doc,
    [
      [copy.legalName, frozen.provider.legalName],
      [copy.providerTaxId, frozen.provider.taxId],
      [copy.address, frozen.provider.address],
    ],
    left,
    leftEnd,
    column,
  );
  let rightEnd = heading(doc, copy.customer, right, partiesTop, column);
  rightEnd = facts(
    doc,
    [
      [copy.legalName, frozen.customer.legalName],
      [copy.taxId, frozen.customer.taxId],
    ],
    right,
    rightEnd,
    column,
  );

  // Where, and when.
  y = Math.max(leftEnd, rightEnd) + 10;
  const place = frozen.establishment;
  leftEnd = heading(doc, copy.establishment, left, y, column);
  leftEnd = facts(
    doc,
    [
      [copy.tradingName, place.tradingName],
      [
        copy.establishmentAddress,
        `${place.address}, ${place.postcode} ${place.city} (${place.province})`,
      ],
      // The zones at issue (decision 023); certificates from before zones have none.
      ...(frozen.zones ? [[copy.zones, frozen.zones.join(", ")] as [string, string]] : []),
    ],
    left,
    leftEnd,
    column,
  );
  rightEnd = heading(doc, copy.validity, right, y, column);
  rightEnd = facts(
    doc,
    [[copy.period, copy.validityRange(day(certificate.validFrom), day(certificate.validUntil))]],
    right,
    rightEnd,
    column,
  );

  // On what basis, and what it does not cover.
  y = Math.max(leftEnd, rightEnd) + 10;
  y = heading(doc, copy.licence, left, y, width);
  y = paragraph(doc, frozen.licenceStatement, left, y, width) + 14;
  y = heading(doc, copy.scopeHeading, left, y, width);
  y = paragraph(doc, certificatesCopy.scope(brandName), left, y, width) + 14;
  if (certificate.seal) {
    const { seq, hash, sealedAt } = certificate.seal;
    const when = sealMoment(sealedAt, timeZone);
    y = heading(doc, playLogSealsCopy.pdf.heading, left, y, width);
    doc.font("Helvetica").fontSize(8.5).fillColor(colours.text);
    doc.text(
      seq === 0 ? playLogSealsCopy.pdf.empty(when) : playLogSealsCopy.pdf.sealed(seq, hash, when),
      left,
      y,
      { width, lineGap: 1.5 },
    );
    y = doc.y;
  }
  y += 6;

  // How to check it: the QR code and the address it holds.
  const qrSize = 132;
  const boxPadding = 14;
  const textLeft = left + boxPadding + qrSize + 18;
  const textWidth = left + width - boxPadding - textLeft;
  const boxTop = Math.max(y, doc.page.height - PAGE_MARGIN - qrSize - 2 * boxPadding - 28);
  doc
    .roundedRect(left, boxTop, width, qrSize + 2 * boxPadding, 10)
    .fillAndStroke(colours.brand50, colours.brand200);
  drawQrCode(doc, certificate.verificationUrl, {
    x: left + boxPadding,
    y: boxTop + boxPadding,
    size: qrSize,
    ink: colours.ink,
  });
  let textTop = heading(doc, copy.verification, textLeft, boxTop + boxPadding, textWidth);
  doc.font("Helvetica-Bold").fontSize(9.5).fillColor(colours.brand700);
  doc.text(certificate.verificationUrl, textLeft, textTop, {
    width: textWidth,
    link: certificate.verificationUrl,
  });
  textTop = doc.y + 4;
  doc.font("Helvetica").fontSize(8).fillColor(colours.muted);
  doc.text(`${copy.verificationCode}: ${groupedCode(certificate.code)}`, textLeft, textTop, {
    width: textWidth,
  });
  doc.font("Helvetica").fontSize(8.5).fillColor(colours.text);
  doc.text(copy.howToVerify, textLeft, doc.y + 6, { width: textWidth, lineGap: 1.5 });

  doc.font("Helvetica").fontSize(8).fillColor(colours.muted);
  doc.text(
    copy.issuedBy(brandName, frozen.provider.legalName),
    left,
    boxTop + qrSize + 2 * boxPadding + 10,
    { width, align: "center" },
  );

  doc.end();
  return finished;
}
