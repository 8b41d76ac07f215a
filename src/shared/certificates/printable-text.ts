/**
 * What a certificate can print. Its PDF is set in Helvetica, one of PDF's standard fonts:
 * nothing to embed, and its characters are Windows-1252's — the Latin letters of Spanish,
 * Catalan, Galician, Basque and their neighbours, «», €, dashes and curly quotes. Anything
 * else (an emoji, another alphabet) would print as other glyphs ("🍩" as "Ø<ß") and be
 * measured as no width at all, so it would run over the next column.
 */
const beyondLatin1 = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ");

function printable(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || beyondLatin1.has(character)
  );
}

const graphemes = new Intl.Segmenter("es", { granularity: "grapheme" });

/** Each character as a person sees one ("👩‍🍳" is one), composed as typed letters are. */
const seen = (text: string) =>
  [...graphemes.segment(text.normalize("NFC"))].map((part) => part.segment);

const printsWhole = (grapheme: string) => [...grapheme].every(printable);

/**
 * The characters of `text` a certificate could not print, each once, in order: what a form
 * names when it refuses a name that prints.
 */
export function unprintableCharacters(text: string): string[] {
  return [...new Set(seen(text).filter((grapheme) => !printsWhole(grapheme)))];
}

/** What stands in the PDF for a character it cannot print: visible, never mistaken for a letter. */
export const UNPRINTABLE_MARK = "?";

/**
 * `text` as the certificate prints it: what it cannot print becomes its letter without the
 * accent where that prints ("ă" → "a", "ș" → "s"), else UNPRINTABLE_MARK, once for a run of
 * them ("🍩🍩🍩" → "?"). Names saved before forms refused such characters still print,
 * legibly and within their column.
 */
export function printableText(text: string): string {
  let printed = "";
  let marked = false;
  for (const grapheme of seen(text)) {
    const bare = grapheme.normalize("NFKD").replace(/\p{M}/gu, "");
    const shown = printsWhole(grapheme) ? grapheme : bare && printsWhole(bare) ? bare : null;
    if (shown === null && marked) continue;
    printed += shown ?? UNPRINTABLE_MARK;
    marked = shown === null;
  }
  return printed;
}
