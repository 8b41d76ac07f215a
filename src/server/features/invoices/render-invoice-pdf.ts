import PDFDocument from "pdfkit";
import { invoicesCopy } from "~/shared/copy/invoices";
import {
  formatInvoiceAmount,
  formatUnitPrice,
  invoiceDate,
  invoiceNumber,
} from "~/shared/invoices/invoice-amounts";
import type { InvoiceRow } from "../../domain/invoices/tables";
import { drawQrCode } from "../../infra/pdf/draw-qr-code";
import { lineOf } from "./invoice-line";
import { verifactuQrUrl } from "./verifactu-qr";

const copy = invoicesCopy.pdf;

/** The certificate's palette (the web's theme). */
const colours = {
  brand700: "#5217d9",
  brand600: "#6125f6",
  ink: "#0f172a",
  text: "#334155",
  muted: "#64748b",
  line: "#cbd5e1",
};

const PAGE_MARGIN = 56;
const COLUMN_GAP = 24;

export interface InvoiceDocument {
  invoice: InvoiceRow;
  /** The invoice a corrective one corrects: its number and date are printed. */
  corrects: Pick<InvoiceRow, "series" | "number" | "issuedAt"> | null;
  brandName: string;
}

type Pdf = InstanceType<typeof PDFDocument>;

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
      .text(value || copy.noTaxId, x, doc.y + 1, { width });
    top = doc.y + 6;
  }
  return top;
}

/** A label on the left and an amount aligned right, as on any invoice's totals. */
function amountRow(doc: Pdf, label: string, amount: string, y: number, box: [number, number]) {
  const [x, width] = box;
  doc.text(label, x, y, { width: width / 2 });
  doc.text(amount, x + width / 2, y, { width: width / 2, align: "right" });
  return doc.y + 4;
}

/**
 * The charged line as a table (RD 1619/2012 art. 6.1.f): the concept, how many zones, one
 * zone's price without tax and the line's amount; answers where it ends.
 */
function lineTable(
  doc: Pdf,
  facts: InvoiceDocument["invoice"]["facts"],
  y: number,
  box: [number, number],
) {
  const [left, width] = box;
  const numbers = 92;
  const quantity = 56;
  const conceptWidth = width - quantity - 2 * numbers;
  const columns = [
    { x: left, width: conceptWidth - 8, align: "left" as const },
    { x: left + conceptWidth, width: quantity, align: "right" as const },
    { x: left + conceptWidth + quantity, width: numbers, align: "right" as const },
    { x: left + conceptWidth + quantity + numbers, width: numbers, align: "right" as const },
  ];
  const row = (cells: string[], top: number) => {
    let end = top;
    cells.forEach((cell, index) => {
      const column = columns[index];
      if (!column) return;
      doc.text(cell, column.x, top, { width: column.width, align: column.align, lineGap: 2 });
      end = Math.max(end, doc.y);
    });
    return end;
  };
  doc.font("Helvetica").fontSize(8).fillColor(colours.muted);
  let top = row([copy.concept, copy.quantity, copy.unitPrice, copy.lineAmount], y) + 4;
  doc
    .moveTo(left, top)
    .lineTo(left + width, top)
    .lineWidth(0.5)
    .stroke(colours.line);
  const line = lineOf(facts);
  doc.font("Helvetica").fontSize(10.5).fillColor(colours.ink);
  top = row(
    [
      facts.concept.text,
      String(line.quantity),
      formatUnitPrice(line.unitCents),
      formatInvoiceAmount(facts.amounts.baseCents),
    ],
    top + 6,
  );
  return top;
}

/**
 * "Factura" or "Factura rectificativa" as an A4 PDF (decision 025): number, date and the
 * period invoiced, the issuer and the customer, the line charged (zones × price without
 * tax), base, IVA and total, and the tax agency's QR.
 * Helvetica's Latin-1 covers Spanish; the euro sign is in its WinAnsi encoding.
 */
export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  const { invoice, brandName } = document;
  const { provider, customer, concept, amounts } = invoice.facts;
  const title = invoicesCopy.titles[invoice.kind];
  const number = invoiceNumber(invoice.series, invoice.number);
  const doc = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    info: {
      Title: `${title} ${number}`,
      Author: provider.legalName,
      Subject: customer.name,
      CreationDate: invoice.issuedAt,
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

  doc.font("Helvetica-Bold").fontSize(18).fillColor(colours.brand700);
  doc.text(brandName, left, PAGE_MARGIN, { width });
  doc
    .moveTo(left, PAGE_MARGIN + 30)
    .lineTo(left + width, PAGE_MARGIN + 30)
    .lineWidth(2)
    .stroke(colours.brand600);

  doc.font("Helvetica-Bold").fontSize(20).fillColor(colours.ink);
  doc.text(title, left, PAGE_MARGIN + 48, { width });
  let y = doc.y + 10;
  y = Math.max(
    facts(doc, [[copy.number, number]], left, y, column),
    facts(
      doc,
      [
        [copy.issuedOn, invoiceDate(invoice.issuedAt)],
        [
          copy.period,
          copy.periodText(
            invoiceDate(new Date(concept.periodStart)),
            invoiceDate(new Date(concept.periodEnd)),
          ),
        ],
      ],
      right,
      y,
      column,
    ),
  );
  if (document.corrects) {
    const original = document.corrects;
    doc.font("Helvetica").fontSize(10).fillColor(colours.text);
    doc.text(
      copy.corrects(
        invoiceNumber(original.series, original.number),
        invoiceDate(original.issuedAt),
      ),
      left,
      y,
      { width },
    );
    doc.text(copy.correctionReason, left, doc.y + 2, { width });
    y = doc.y + 10;
  }

  y += 6;
  const partiesTop = y;
  const leftEnd = facts(
    doc,
    [
      [copy.legalName, provider.legalName],
      [copy.taxId, provider.taxId],
      [copy.address, provider.address],
    ],
    left,
    heading(doc, copy.provider, left, partiesTop, column),
    column,
  );
  const rightEnd = facts(
    doc,
    [
      [copy.legalName, customer.name],
      [copy.taxId, customer.taxId],
      [copy.address, customer.address],
    ],
    right,
    heading(doc, copy.customer, right, partiesTop, column),
    column,
  );

  y = lineTable(doc, invoice.facts, Math.max(leftEnd, rightEnd) + 16, [left, width]) + 16;

  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .stroke(colours.line);
  y += 8;
  const totals: [number, number] = [right, column];
  doc.font("Helvetica").fontSize(10.5).fillColor(colours.text);
  y = amountRow(doc, copy.base, formatInvoiceAmount(amounts.baseCents), y, totals);
  y = amountRow(
    doc,
    copy.iva(amounts.ivaRatePercent),
    formatInvoiceAmount(amounts.ivaCents),
    y,
    totals,
  );
  doc.font("Helvetica-Bold").fontSize(12).fillColor(colours.ink);
  y = amountRow(doc, copy.total, formatInvoiceAmount(amounts.totalCents), y + 2, totals) + 20;

  // The agency's QR (VERI*FACTU): its address carries the issuer, number, date and total.
  const qrUrl = verifactuQrUrl({
    issuerTaxId: provider.taxId,
    number,
    issuedAt: invoice.issuedAt,
    totalCents: amounts.totalCents,
  });
  const qrSize = 110;
  y = heading(doc, copy.qrHeading, left, y, width);
  drawQrCode(doc, qrUrl, { x: left, y, size: qrSize, ink: colours.ink });
  doc.font("Helvetica").fontSize(7.5).fillColor(colours.muted);
  doc.text(qrUrl, left + qrSize + 16, y + 8, { width: width - qrSize - 16, link: qrUrl });

  doc.end();
  return finished;
}
