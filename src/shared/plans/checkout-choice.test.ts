import { describe, expect, it } from "vitest";
import { checkoutChoiceIn, readCheckoutChoice, withoutCheckoutChoice } from "./checkout-choice";
import { checkoutChoicePath } from "./checkout-choice-path";

const query = (path: string) => new URL(path, "http://sonaria.invalid").searchParams;

describe("a checkout choice in a path", () => {
  it("goes to the subscription page and reads back the same", () => {
    const annual = { planId: "basic", interval: "year", trial: false } as const;
    const trial = { planId: "basic", interval: "month", trial: true } as const;
    expect(checkoutChoicePath(annual)).toBe("/dashboard/subscription?plan=basic&interval=year");
    expect(checkoutChoicePath(trial)).toBe(
      "/dashboard/subscription?plan=basic&interval=month&trial=true",
    );
    expect(readCheckoutChoice(query(checkoutChoicePath(annual)))).toEqual(annual);
    expect(readCheckoutChoice(query(checkoutChoicePath(trial)))).toEqual(trial);
  });

  it("carries the zones chosen on /pricing, and leaves out one zone", () => {
    const three = { planId: "basic", interval: "month", trial: true, quantity: 3 } as const;
    expect(checkoutChoicePath(three)).toBe(
      "/dashboard/subscription?plan=basic&interval=month&trial=true&zones=3",
    );
    expect(readCheckoutChoice(query(checkoutChoicePath(three)))).toEqual(three);
    expect(checkoutChoicePath({ ...three, quantity: 1 })).not.toContain("zones");
    expect(readCheckoutChoice(query("?plan=basic&interval=month&zones=51"))).toBeNull();
  });

  it("is found in a redirect path", () => {
    expect(checkoutChoiceIn("/dashboard/subscription?plan=basic&interval=year")).toEqual({
      planId: "basic",
      interval: "year",
      trial: false,
    });
    expect(checkoutChoiceIn("/dashboard")).toBeNull();
  });

  it("is absent or ignored when malformed", () => {
    expect(readCheckoutChoice(query("/dashboard/subscription"))).toBeNull();
    expect(readCheckoutChoice(query("?plan=basic&interval=week"))).toBeNull();
    expect(readCheckoutChoice(query("?plan=&interval=month"))).toBeNull();
    expect(readCheckoutChoice(query(`?plan=${"x".repeat(101)}&interval=month`))).toBeNull();
    expect(readCheckoutChoice(query("?plan=basic&interval=month&trial=yes"))).toBeNull();
  });

  it("is removed from a query, leaving the rest", () => {
    const rest = withoutCheckoutChoice(
      query("?plan=basic&interval=month&trial=true&zones=2&success=true"),
    );
    expect(rest.toString()).toBe("success=true");
  });
});
