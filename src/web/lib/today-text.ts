/**
 * Text that holds the visitor's current date (product §2: the legal pages' "last
 * updated" is today; the footer's year). Prerendered pages must not freeze the build's
 * date into their HTML, and they run no React, so the element carries its text with a
 * slot and the date's format, and `fillTodayTexts` writes them in the browser.
 */
export const todayTextOptions = { locale: "es-ES", slot: "{today}" } as const;

/**
 * The attributes of an element whose text `text(today)` is filled in by the browser;
 * the element shows its children until then (nothing, or the build's year).
 */
export function todayText(text: (today: string) => string, format: Intl.DateTimeFormatOptions) {
  return {
    "data-today-text": text(todayTextOptions.slot),
    "data-today-format": JSON.stringify(format),
  };
}

/**
 * Writes today's date into every element `todayText` marked. It also runs as the source
 * of an inline script (inline-call.ts), so it uses nothing from outside its own body.
 */
export function fillTodayTexts(options: { locale: string; slot: string }): void {
  for (const element of document.querySelectorAll<HTMLElement>("[data-today-text]")) {
    const format = JSON.parse(element.dataset.todayFormat ?? "{}") as Intl.DateTimeFormatOptions;
    const today = new Intl.DateTimeFormat(options.locale, format).format(new Date());
    element.textContent = (element.dataset.todayText ?? "").replace(options.slot, today);
  }
}
