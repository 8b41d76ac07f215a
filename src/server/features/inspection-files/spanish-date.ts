/** A calendar date (2026-11-24) as Spain writes it: 24/11/2026. */
export const spanishDate = (date: string) => date.split("-").reverse().join("/");
