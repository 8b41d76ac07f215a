import vm from "node:vm";
import { describe, expect, it, vi } from "vitest";
import { inlineCall } from "~/web/lib/inline-call";
import { enhanceSiteHeader } from "./header-behaviour";

type Listener = (event?: { key: string }) => void;

/** Just enough of a page for the header script: its elements, events and scroll position. */
function fakePage() {
  const listeners: Record<string, Listener[]> = {};
  const on = (type: string, listener: Listener) => (listeners[type] ??= []).push(listener);
  const attributes = (initial: Record<string, string>) => ({
    values: { ...initial },
    getAttribute(name: string) {
      return this.values[name] ?? null;
    },
    setAttribute(name: string, value: string) {
      this.values[name] = value;
    },
  });
  const toggle = {
    ...attributes({ "aria-expanded": "false", "aria-controls": "mobile-menu" }),
    addEventListener: (type: string, listener: Listener) => on(`toggle:${type}`, listener),
    focus: vi.fn(),
  };
  const header = { ...attributes({ "data-scrolled": "false" }), querySelector: () => toggle };
  const menu = { hidden: true };
  const window = { scrollY: 0, addEventListener: on };
  const context = {
    window,
    document: {
      querySelector: () => header,
      getElementById: (id: string) => (id === "mobile-menu" ? menu : null),
      addEventListener: on,
    },
    requestAnimationFrame: (callback: () => void) => callback(),
    String,
  };
  const fire = (type: string, event?: { key: string }) =>
    (listeners[type] ?? []).forEach((listener) => listener(event));
  return { context, header, toggle, menu, window, fire };
}

const options = {
  scrollThresholdPx: 10,
  openMenuLabel: "Abrir menú",
  closeMenuLabel: "Cerrar menú",
};

describe("the site header's inline script", () => {
  it("runs with nothing but the page, and marks the header once scrolled past 10 px", () => {
    const page = fakePage();
    vm.runInNewContext(inlineCall(enhanceSiteHeader, options), page.context);
    page.window.scrollY = 10;
    page.fire("scroll");
    expect(page.header.values["data-scrolled"]).toBe("false");
    page.window.scrollY = 11;
    page.fire("scroll");
    expect(page.header.values["data-scrolled"]).toBe("true");
  });

  it("opens and closes the menu, Escape gives focus back, leaving the page closes it", () => {
    const page = fakePage();
    vm.runInNewContext(inlineCall(enhanceSiteHeader, options), page.context);
    page.fire("toggle:click");
    expect(page.toggle.values).toMatchObject({
      "aria-expanded": "true",
      "aria-label": "Cerrar menú",
    });
    expect(page.menu.hidden).toBe(false);

    page.fire("keydown", { key: "Escape" });
    expect(page.toggle.values).toMatchObject({
      "aria-expanded": "false",
      "aria-label": "Abrir menú",
    });
    expect(page.menu.hidden).toBe(true);
    expect(page.toggle.focus).toHaveBeenCalledOnce();

    page.fire("toggle:click");
    page.fire("pagehide");
    expect(page.menu.hidden).toBe(true);
    // Escape with the menu closed leaves the focus where it is.
    page.fire("keydown", { key: "Escape" });
    expect(page.toggle.focus).toHaveBeenCalledOnce();
  });
});
