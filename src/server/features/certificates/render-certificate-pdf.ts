import { certificateDate } from "~/shared/certificates/certificate-date";
import { printableText } from "~/shared/certificates/printable-text";
import { certificatesCopy } from "~/shared/copy/certificates";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import type { CertificateFacts } from "../../domain/certificates/tables";
import { drawQrCode } from "../../infra/pdf/draw-qr-code";
import {
  lowestLine,
  openA4Pdf,
  PAGE_MARGIN,
  pdfBlocks,
  pdfColours as colours,
  type Pdf,
  type PdfBlocks,
} from "../../infra/pdf/pdf-layout";
import { groupedCode } from "../../infra/public-code";

const copy = certificatesCopy.pdf;

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
  /**
   * The play log's seals made at issue (decision 016), one per zone (decision 023), in the
   * zones' order; none for certificates from before seals.
   */
  seals: { zoneName: string; seq: number; hash: string; sealedAt: Date }[];
}

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

function paragraph(
  doc: Pdf,
  { write }: PdfBlocks,
  text: string,
  at: { x: number; y: number; width: number },
) {
  doc.font("Helvetica").fontSize(10).fillColor(colours.text);
  write(text, at.x, at.y, { width: at.width, lineGap: 2 });
  return doc.y;
}

/**
 * Every zone's seal made at issue (decision 016, 023), a row each: the zone, the last play
 * its chain held, and the chain's hash. Rows that would not fit go on to a new page.
 */
function seals(
  doc: Pdf,
  { write, heading }: PdfBlocks,
  list: CertificateDocument["seals"],
  when: string,
  at: { x: number; y: number; width: number },
) {
  const { x, width } = at;
  const copy = playLogSealsCopy.pdf;
  let y = heading(copy.heading(list.length), x, at.y, width);
  doc.font("Helvetica").fontSize(8.5).fillColor(colours.text);
  write(copy.intro(when), x, y, { width, lineGap: 1.5 });
  y = doc.y + 4;
  // A SHA-256 hash in Courier 7 pt is 269 pt wide: it keeps one line, the zone what is left.
  const hashWidth = 272;
  const seqWidth = 86;
  const zoneWidth = width - hashWidth - seqWidth - 2 * 8;
  const columns = [x, x + zoneWidth + 8, x + width - hashWidth] as const;
  const row = (cells: [string, string, string], font: "Helvetica" | "Helvetica-Bold") => {
    const heights = [
      doc.font(font).fontSize(8).heightOfString(printableText(cells[0]), { width: zoneWidth }),
      doc.font(font).fontSize(8).heightOfString(printableText(cells[1]), { width: seqWidth }),
      10,
    ];
    const height = Math.max(...heights);
    if (y > lowestLine(doc, height)) {
      doc.addPage();
      y = PAGE_MARGIN;
    }
    doc.font(font).fontSize(8).fillColor(colours.ink);
    write(cells[0], columns[0], y, { width: zoneWidth });
    write(cells[1], columns[1], y, { width: seqWidth });
    if (font === "Helvetica") doc.font("Courier").fontSize(7).fillColor(colours.text);
    write(cells[2], columns[2], y + (font === "Helvetica" ? 1 : 0), { width: hashWidth });
    y += height + 2;
  };
  row([copy.columns.zone, copy.columns.seq, copy.columns.hash], "Helvetica-Bold");
  for (const seal of list) row([seal.zoneName, copy.seq(seal.seq), seal.hash], "Helvetica");
  return y;
}

/**
 * "Certificado de licencia de música ambiental" as an A4 PDF (decision 011): the parties, the
 * establishment, the validity, the licence basis and scope, and how anyone can check it.
 * Helvetica is one of PDF's standard fonts: no font file to ship, and its Windows-1252
 * covers Spanish (á, é, ñ, «»); forms refuse in printed names what it cannot print, and
 * what was saved before prints as printableText says.
 */
export function renderCertificatePdf(certificate: CertificateDocument): Promise<Buffer> {
  const { facts: frozen, timeZone, brandName } = certificate;
  const day = (moment: Date) => certificateDate(moment, timeZone);
  const { doc, finished, left, width, column, right } = openA4Pdf({
    Title: `${certificatesCopy.title} ${certificate.number}`,
    Author: frozen.provider.legalName,
    Subject: frozen.establishment.tradingName,
    CreationDate: certificate.issuedAt,
  });
  // Text as the page's font can print it and measure it (printableText): anything it cannot
  // would print as other glyphs and be measured as nothing, running over the next column.
  const blocks = pdfBlocks(doc, printableText);
  const { write, heading, facts, rule } = blocks;

  // Header: the brand, then the title and the certificate's identity.
  drawLogo(doc, left, PAGE_MARGIN - 8, 34);
  doc.font("Helvetica-Bold").fontSize(18).fillColor(colours.brand700);
  write(brandName, left + 44, PAGE_MARGIN, { width: width - 44 });
  rule(left, PAGE_MARGIN + 40, width, { lineWidth: 2, colour: colours.brand600 });

  doc.font("Helvetica-Bold").fontSize(20).fillColor(colours.ink);
  write(certificatesCopy.title, left, PAGE_MARGIN + 60, { width });
  let y = doc.y + 10;
  y = Math.max(
    facts([[copy.number, certificate.number]], left, y, column),
    facts([[copy.issuedOn, day(certificate.issuedAt)]], right, y, column),
  );

  // The parties.
  y += 10;
  const partiesTop = y;
  let leftEnd = heading(copy.provider, left, partiesTop, column);
  leftEnd = facts(
    [
      [copy.legalName, frozen.provider.legalName],
      [copy.providerTaxId, frozen.provider.taxId],
      [copy.address, frozen.provider.address],
    ],
    left,
    leftEnd,
    column,
  );
  let rightEnd = heading(copy.customer, right, partiesTop, column);
  rightEnd = facts(
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
  const establishment = frozen.establishment;
  leftEnd = heading(copy.establishment, left, y, column);
  leftEnd = facts(
    [
      [copy.tradingName, establishment.tradingName],
      [
        copy.establishmentAddress,
        `${establishment.address}, ${establishment.postcode} ${establishment.city} (${establishment.province})`,
      ],
      // The zones at issue (decision 023); certificates from before zones have none.
      ...(frozen.zones ? [[copy.zones, frozen.zones.join(", ")] as [string, string]] : []),
    ],
    left,
    leftEnd,
    column,
  );
  rightEnd = heading(copy.validity, right, y, column);
  rightEnd = facts(
    [[copy.period, copy.validityRange(day(certificate.validFrom), day(certificate.validUntil))]],
    right,
    rightEnd,
    column,
  );

  // On what basis, and what it does not cover.
  y = Math.max(leftEnd, rightEnd) + 10;
  y = heading(copy.licence, left, y, width);
  y = paragraph(doc, blocks, frozen.licenceStatement, { x: left, y, width }) + 10;
  y = heading(copy.scopeHeading, left, y, width);
  y = paragraph(doc, blocks, certificatesCopy.scope(brandName), { x: left, y, width }) + 10;
  const [firstSeal] = certificate.seals;
  if (firstSeal)
    y = seals(doc, blocks, certificate.seals, sealMoment(firstSeal.sealedAt, timeZone), {
      x: left,
      y,
      width,
    });
  y += 6;

  // How to check it: the QR code and the address it holds.
  const qrSize = 116;
  const boxPadding = 14;
  const textLeft = left + boxPadding + qrSize + 18;
  const textWidth = left + width - boxPadding - textLeft;
  // The box and the line under it stay together, at the foot of the page the facts end on,
  // or of the next one when they reach that low.
  const lowestBox = lowestLine(doc, qrSize + 2 * boxPadding + 28);
  if (y > lowestBox) doc.addPage();
  const boxTop = lowestBox;
  doc
    .roundedRect(left, boxTop, width, qrSize + 2 * boxPadding, 10)
    .fillAndStroke(colours.brand50, colours.brand200);
  drawQrCode(doc, certificate.verificationUrl, {
    x: left + boxPadding,
    y: boxTop + boxPadding,
    size: qrSize,
    ink: colours.ink,
  });
  let textTop = heading(copy.verification, textLeft, boxTop + boxPadding, textWidth);
  doc.font("Helvetica-Bold").fontSize(9.5).fillColor(colours.brand700);
  write(certificate.verificationUrl, textLeft, textTop, {
    width: textWidth,
    link: certificate.verificationUrl,
  });
  textTop = doc.y + 4;
  doc.font("Helvetica").fontSize(8).fillColor(colours.muted);
  write(`${copy.verificationCode}: ${groupedCode(certificate.code)}`, textLeft, textTop, {
    width: textWidth,
  });
  doc.font("Helvetica").fontSize(8.5).fillColor(colours.text);
  write(copy.howToVerify, textLeft, doc.y + 6, { width: textWidth, lineGap: 1.5 });

  doc.font("Helvetica").fontSize(8).fillColor(colours.muted);
  write(
    copy.issuedBy(brandName, frozen.provider.legalName),
    left,
    boxTop + qrSize + 2 * boxPadding + 10,
    { width, align: "center" },
  );

  doc.end();
  return finished;
}
