import { z } from "zod";
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

function text(control: RegExp) {
  return z
    .string()
    .refine(isStorableText, { message: inputCopy.invalidCharacters, abort: true })
    .overwrite(tidyText)
    .refine((value) => !control.test(value), { message: inputCopy.invalidCharacters });
}

/**
 * One line of text as a person types it (a name, a title, a search): storable, trimmed,
 * empty when only invisible characters were typed (so `.min(1, …)` says "required"),
 * no control characters inside. Chain `.min()`, `.max()`, `.regex()` after it.
 */
export const singleLine = () => text(lineControl);

/** Text that may span lines (an e-mail's HTML): like `singleLine`, with tabs and line breaks. */
export const multiLine = () => text(blockControl);
