import { normalizeText } from "~/shared/catalog/normalize";

/**
 * A search box's text as a tsquery of word prefixes ("caf pla" → "caf:* & pla:*"),
 * matched against the GIN-indexed search vector; null when nothing searchable is left.
 */
export function toPrefixTsQuery(search: string): string | null {
  const words = normalizeText(search)
    .split(" ")
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(" & ") : null;
}
