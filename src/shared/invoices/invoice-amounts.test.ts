import { describe, expect, it } from "vitest";
import { formatInvoiceAmount, invoiceAmounts, invoiceDate, invoiceNumber } from "./invoice-amounts";

describe("invoiceAmounts", () => {
  it("adds 21 % IVA to the base, rounded to the cent", () => {
    expect(invoiceAmounts(6000)).toEqual({
      baseCents: 6000,
      ivaRatePercent: 21,
      ivaCents: 1260,
      totalCents: 7260,
      currency: "eur",
    });
    expect(invoiceAmounts(799).ivaCents).toBe(168); // 167.79
    expect(invoiceAmounts(50).ivaCents).toBe(11); // 10.5, half up
  });

  it("mirrors a positive amount exactly for a corrective invoice", () => {
    expect(invoiceAmounts(-50)).toMatchObject({ ivaCents: -11, totalCents: -61 });
    expect(invoiceAmounts(0).ivaCents).toBe(0);
  });
});

describe("invoice formats", () => {
  it("shows euros with cents, numbers padded, dates in Spain", () => {
    expect(formatInvoiceAmount(123450).replace(/\s/g, " ")).toBe("1.234,50 €");
    expect(formatInvoiceAmount(-605).replace(/\s/g, " ")).toBe("-6,05 €");
    expect(invoiceNumber("F2026", 42)).toBe("F2026-000042");
    expect(invoiceDate(new Date("2026-12-31T23:30:00Z"))).toBe("01/01/2027");
  });
});
