import { describe, expect, it } from "vitest";
import { onFirstUse } from "./on-first-use";

describe("onFirstUse", () => {
  it("makes nothing until asked, then makes it once", () => {
    let made = 0;
    const formatter = onFirstUse(() => {
      made += 1;
      return new Intl.NumberFormat("es-ES", { maximumFractionDigits: 1 });
    });
    expect(made).toBe(0);
    expect(formatter().format(37.54)).toBe("37,5");
    expect(formatter()).toBe(formatter());
    expect(made).toBe(1);
  });
});
