import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineCall } from "./inline-call";

describe("inlineCall", () => {
  it("calls the function with the argument when run on its own, with nothing else in scope", () => {
    const record = (argument: { label: string; count: number }) => {
      (globalThis as unknown as { called: unknown }).called = argument;
    };
    const context: { called?: unknown } = {};
    vm.runInNewContext(inlineCall(record, { label: "Abrir menú", count: 2 }), context);
    expect(context.called).toEqual({ label: "Abrir menú", count: 2 });
  });

  it("cannot close the <script> element it is written into", () => {
    const source = inlineCall((text: string) => text, "</script><script>alert(1)</script>");
    expect(source).not.toContain("</script>");
    expect(source).toContain("\\u003c/script>");
  });
});
