import { unprintableCharacters } from "../certificates/printable-text";
import { inputCopy } from "../copy/input";
import { singleLine } from "./text";

/**
 * One line that the licence certificate prints (an establishment's names and address, a
 * zone's name): `singleLine`, refusing what the certificate's font cannot print and
 * naming it. Chain `.min()` and `.max()` after it.
 */
export const printedLine = () =>
  singleLine().superRefine((value, ctx) => {
    const unprintable = unprintableCharacters(value);
    if (unprintable.length)
      ctx.addIssue({ code: "custom", message: inputCopy.unprintableCharacters(unprintable) });
  });
