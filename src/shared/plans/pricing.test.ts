import { describe, expect, it } from "vitest";
import { annualSavingPercent, centsToEuros, formatEuros, formatPercent } from "./pricing";

describe("annualSavingPercent", () => {
  it("computes the saving of 60 € a year against 8 € a month as 37.5 %", () => {
    expect(annualSavingPercent({ monthly: 8, annual: 60 })).toBe(37.5);
  });

  it("keeps at most one decimal", () => {
    expect(annualSavingPercent({ monthly: 10, annual: 100 })).toBe(16.7);
    expect(annualSavingPercent({ monthly: 10, annual: 60 })).toBe(50);
  });

  it("reports no saving when the annual price is not cheaper", () => {
    expect(annualSavingPercent({ monthly: 8, annual: 96 })).toBe(0);
    expect(annualSavingPercent({ monthly: 8, annual: 120 })).toBe(0);
  });

  it("reports no saving for a free or invalid monthly price", () => {
    expect(annualSavingPercent({ monthly: 0, annual: 60 })).toBe(0);
    expect(annualSavingPercent({ monthly: Number.NaN, annual: 60 })).toBe(0);
  });
});

describe("formatting", () => {
  it("writes percentages the Spanish way", () => {
    expect(formatPercent(37.5)).toBe("37,5 %");
    expect(formatPercent(50)).toBe("50 %");
  });

  it("writes whole euros without decimals and cents with two", () => {
    expect(formatEuros(8)).toBe("8 €");
    expect(formatEuros(60)).toBe("60 €");
    expect(formatEuros(19.99)).toBe("19,99 €");
    expect(formatEuros(5)).toBe("5 €");
    expect(formatEuros(4.5)).toBe("4,50 €");
  });

  it("converts provider cents to euros", () => {
    expect(centsToEuros(800)).toBe(8);
    expect(centsToEuros(1999)).toBe(19.99);
  });
});
