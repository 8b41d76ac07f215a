import { invoicesCopy } from "~/shared/copy/invoices";
import {
  formatInvoiceAmount,
  formatUnitPrice,
  invoiceDate,
  invoiceNumber,
} from "~/shared/invoices/invoice-amounts";
import type { InvoiceRow } from "../../domain/invoices/tables";
import { drawQrCode } from "../../infra/pdf/draw-qr-code";
import {
  openA4Pdf,
  PAGE_MARGIN,
  pdfBlocks,
  pdfColours as colours,
  type Pdf,
} from "../../infra/pdf/pdf-layout";
import { lineOf } from "./invoice-line";
import { verifactuQrUrl } from "./verifactu-qr";

const copy = invoicesCopy.pdf;

export interface InvoiceDocument {
  invoice: InvoiceRow;
  /** The invoice a corrective one corrects: its number and date are printed. */
  corrects: Pick<InvoiceRow, "series" | "number" | "issuedAt"> | null;
  brandName: string;
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
  rule: ReturnType<typeof pdfBlocks>["rule"],
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
  rule(left, top, width, { lineWidth: 0.5, colour: colours.line });
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
  const { doc, finished, left, width, column, right } = openA4Pdf({
    Title: `${title} ${number}`,
    Author: provider.legalName,
    Subject: customer.name,
    CreationDate: invoice.issuedAt,
  });
  const { heading, rule, ...blocks } = pdfBlocks(doc);
  /** A missing tax id prints as such rather than as an empty line. */
  const facts = (rows: [string, string][], x: number, y: number, width: number) =>
    blocks.facts(
      rows.map(([label, value]) => [label, value || copy.noTaxId]),
      x,
      y,
      width,
    );
  /** A party: its heading, then its name, tax id and address. */
  const party = (
    title: string,
    who: { name: string; taxId: string; address: string },
    at: { x: number; y: number },
  ) =>
    facts(
      [
        [copy.legalName, who.name],
        [copy.taxId, who.taxId],
        [copy.address, who.address],
      ],
      at.x,
      heading(title, at.x, at.y, column),
      column,
    );

  doc.font("Helvetica-Bold").fontSize(18).fillColor(colours.brand700);
  doc.text(brandName, left, PAGE_MARGIN, { width });
  rule(left, PAGE_MARGIN + 30, width, { lineWidth: 2, colour: colours.brand600 });

  doc.font("Helvetica-Bold").fontSize(20).fillColor(colours.ink);
  doc.text(title, left, PAGE_MARGIN + 48, { width });
  let y = doc.y + 10;
  y = Math.max(
    facts([[copy.number, number]], left, y, column),
    facts(
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
  const leftEnd = party(
    copy.provider,
    { ...provider, name: provider.legalName },
    { x: left, y: partiesTop },
  );
  const rightEnd = party(copy.customer, customer, { x: right, y: partiesTop });

  y = lineTable(doc, rule, invoice.facts, Math.max(leftEnd, rightEnd) + 16, [left, width]) + 16;

  rule(left, y, width, { lineWidth: 0.5, colour: colours.line });
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
  y = heading(copy.qrHeading, left, y, width);
  drawQrCode(doc, qrUrl, { x: left, y, size: qrSize, ink: colours.ink });
  doc.font("Helvetica").fontSize(7.5).fillColor(colours.muted);
  doc.text(qrUrl, left + qrSize + 16, y + 8, { width: width - qrSize - 16, link: qrUrl });

  doc.end();
  return finished;
}
