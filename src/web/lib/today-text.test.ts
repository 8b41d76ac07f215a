import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { inlineCall } from "./inline-call";
import { fillTodayTexts, todayText, todayTextOptions } from "./today-text";

/** An element as the prerendered HTML has it: the attributes `todayText` gives. */
function element(text: (today: string) => string, format: Intl.DateTimeFormatOptions) {
  const attributes = todayText(text, format);
  return {
    dataset: {
      todayText: attributes["data-today-text"],
      todayFormat: attributes["data-today-format"],
    },
    textContent: "",
  };
}

describe("today's date in the public pages", () => {
  it("the HTML holds the sentence with a slot, never a date", () => {
    const attributes = todayText((today) => `Última actualización: ${today}`, { year: "numeric" });
    expect(attributes["data-today-text"]).toBe("Última actualización: {today}");
    expect(attributes["data-today-format"]).toBe('{"year":"numeric"}');
  });

  it("the inline script writes the visitor's date in Spanish, needing nothing but the page", () => {
    const lastUpdated = element((today) => `Última actualización: ${today}`, {
      day: "numeric",
      month: "long",
      year: "numeric",
    });
    const footer = element((year) => `© ${year} Sonaria.`, { year: "numeric" });
    const FixedDate = class extends Date {
      constructor() {
        super("2031-03-05T10:00:00+01:00");
      }
    };
    vm.runInNewContext(inlineCall(fillTodayTexts, todayTextOptions), {
      document: { querySelectorAll: () => [lastUpdated, footer] },
      Date: FixedDate,
      Intl,
      JSON,
    });
    expect(lastUpdated.textContent).toBe("Última actualización: 5 de marzo de 2031");
    expect(footer.textContent).toBe("© 2031 Sonaria.");
  });
});
