import { describe, expect, it } from "vitest";
import { pageCount } from "./use-paged-search";

describe("pageCount", () => {
  it("is at least one page, and rounds a partial page up", () => {
    expect(pageCount(undefined)).toBe(1);
    expect(pageCount({ total: 0, pageSize: 20 })).toBe(1);
    expect(pageCount({ total: 20, pageSize: 20 })).toBe(1);
    expect(pageCount({ total: 21, pageSize: 20 })).toBe(2);
  });
});
