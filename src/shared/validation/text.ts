import { z } from "~/shared/validation/zod";
import { inputCopy } from "../copy/input";

// A UTF-16 surrogate without its pair has no UTF-8 form: PostgreSQL's jsonb refuses it
// and a text column would silently store U+FFFD instead.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether PostgreSQL can store the text as it is: no NUL (text columns refuse the byte)
 * and no lone surrogate. Every string the server saves or looks up passes this.
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !loneSurrogate.test(value);
}

// What shows nothing on screen: spaces, control and format characters (zero-width
// space, joiners, BOM), other default-ignorable ones (Hangul fillers) and the blank
// Braille pattern, a favourite of invisible names.
const invisibleOnly = /^[\p{White_Space}\p{Cc}\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]*$/u;
const blankEdges = /^[\p{White_Space}\p{Cc}\p{Cf}]+|[\p{White_Space}\p{Cc}\p{Cf}]+$/gu;

/** Trimmed of blanks (zero-width ones too); nothing at all when nothing visible is left. */
export function tidyText(value: string): string {
  return invisibleOnly.test(value) ? "" : value.replace(blankEdges, "");
}

const lineControl = /\p{Cc}/u;
const blockControl = /(?![\t\n\r])\p{Cc}/u;

// The embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069) and the
// marks that set a direction (LRM, RLM, ALM) make a name print in another order than it
// was typed (an override before "fdp.exe" shows "exe.pdf"), on the certificate and on
// the public verification page. Looked for before trimming: none slips through at an edge.
const reordering = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

function text(control: RegExp, { inOrder }: { inOrder: boolean }) {
  return z
    .string()
    .refine(isStorableText, { message: inputCopy.invalidCharacters, abort: true })
    .refine((value) => !inOrder || !reordering.test(value), {
      message: inputCopy.reorderingCharacters,
      abort: true,
    })
    .overwrite(tidyText)
    .refine((value) => !control.test(value), { message: inputCopy.invalidCharacters });
}

/**
 * One line of text as a person types it (a name, a title, a search): storable, printed in
 * the order it was typed (no bidirectional controls), trimmed, empty when only invisible
 * characters were typed (so `.min(1, …)` says "required"), no control characters inside.
 * Chain `.min()`, `.max()`, `.regex()` after it.
 */
export const singleLine = () => text(lineControl, { inOrder: true });

/**
 * Text that may span lines (an e-mail's HTML): like `singleLine`, with tabs and line breaks,
 * and with direction controls, which right-to-left writing in HTML may need.
 */
export const multiLine = () => text(blockControl, { inOrder: false });
