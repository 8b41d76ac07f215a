import { describe, expect, it } from "vitest";
import { invoicesCopy } from "~/shared/copy/invoices";
import type { InvoiceRow } from "../../domain/invoices/tables";
import { pdfQrCode, pdfText } from "../../testing/read-pdf";
import { invoiceHash } from "./invoice-chain";
import { renderInvoicePdf } from "./render-invoice-pdf";

const record: Omit<InvoiceRow, "hash"> = {
  id: "0b6f1c1e-8a4e-4c57-9a43-1f0f4f1d2c11",
  chainSeq: 7,
  series: "R2026",
  number: 3,
  issuedAt: new Date("2026-11-23T10:00:00Z"),
  userId: "user_1",
  kind: "corrective",
  correctsId: "5f0e9c9a-2b1d-4c3e-8f7a-6b5c4d3e2f10",
  paymentRef: "local:change:1",
  prevHash: "ab".repeat(32),
  facts: {
    provider: {
      legalName: "Sonaria Música Ambiental, S.L.",
      taxId: "B88123450",
      address: "Calle de Alcalá 100, 28009 Madrid",
    },
    customer: {
      name: "Hostelería Lucía Peñalver S.L.",
      taxId: "B12345674",
      address: "Calle Mayor 1, 28013 Madrid (España)",
    },
    concept: {
      text: "Rectificación por cambio a un plan inferior: Suscripción Básico (mensual), del 23/11/2026 al 23/12/2026 · 2 zonas",
      planName: "Básico",
      interval: "month",
      periodStart: "2026-11-23T10:00:00.000Z",
      periodEnd: "2026-12-23T10:00:00.000Z",
      zones: 2,
    },
    amounts: {
      baseCents: -700,
      ivaRatePercent: 21,
      ivaCents: -147,
      totalCents: -847,
      currency: "eur",
    },
  },
};
const invoice: InvoiceRow = { ...record, hash: invoiceHash(record) };

describe("renderInvoicePdf", () => {
  it("is one A4 page whose text carries every field, and the agency's QR", async () => {
    const bytes = await renderInvoicePdf({
      invoice,
      brandName: "Sonaria",
      corrects: { series: "F2026", number: 12, issuedAt: new Date("2026-11-01T09:00:00Z") },
    });
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    const flat = text.replace(/\s+/g, " ");
    for (const expected of [
      invoicesCopy.titles.corrective,
      "R2026-000003",
      "23/11/2026",
      invoicesCopy.pdf.corrects("F2026-000012", "01/11/2026"),
      "Sonaria Música Ambiental, S.L.",
      "B88123450",
      "Calle de Alcalá 100, 28009 Madrid",
      "Hostelería Lucía Peñalver S.L.",
      "B12345674",
      "Calle Mayor 1, 28013 Madrid (España)",
      record.facts.concept.text,
      invoicesCopy.pdf.base,
      "-7,00 €",
      invoicesCopy.pdf.iva(21),
      "-1,47 €",
      "-8,47 €",
    ])
      expect(flat).toContain(expected);
    const qr =
      "https://www2.agenciatributaria.gob.es/wlpl/TIKE-CONT/ValidarQR?nif=B88123450&numserie=R2026-000003&fecha=23-11-2026&importe=-8.47";
    expect(await pdfQrCode(bytes)).toBe(qr);
  });
});
