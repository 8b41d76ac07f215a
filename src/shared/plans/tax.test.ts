import { describe, expect, it } from "vitest";
import { withIva } from "./tax";

describe("withIva", () => {
  it("adds 21 % to the base, rounded once to the cent, so that the parts add up", () => {
    expect(withIva(60)).toEqual({ base: 60, iva: 12.6, total: 72.6 });
    expect(withIva(8)).toEqual({ base: 8, iva: 1.68, total: 9.68 });
    expect(withIva(19.99)).toEqual({ base: 19.99, iva: 4.2, total: 24.19 });
    expect(withIva(0)).toEqual({ base: 0, iva: 0, total: 0 });
  });

  it("never loses a cent between the parts and the total", () => {
    for (let cents = 0; cents < 5000; cents += 7) {
      const { base, iva, total } = withIva(cents / 100);
      expect(Math.round(base * 100) + Math.round(iva * 100)).toBe(Math.round(total * 100));
    }
  });
});
