import { randomBytes } from "node:crypto";
import { CERTIFICATE_CODE_LENGTH } from "~/shared/certificates/schema";

/** Crockford's base 32: no I, L, O or U, so a code read aloud or typed is not misread. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * A new public code: 20 characters of 5 random bits each (100 bits), far beyond guessing
 * even without the rate limit; 80 bits would already be out of reach of guessing.
 */
export function newPublicCode(): string {
  const bytes = randomBytes(Math.ceil((CERTIFICATE_CODE_LENGTH * 5) / 8));
  let bits = 0;
  let buffered = 0;
  let code = "";
  for (const byte of bytes) {
    buffered = (buffered << 8) | byte;
    bits += 8;
    while (bits >= 5 && code.length < CERTIFICATE_CODE_LENGTH) {
      bits -= 5;
      code += ALPHABET[(buffered >> bits) & 31];
    }
    buffered &= (1 << bits) - 1;
  }
  return code;
}

/** "7K2M9QXC…" → "7K2M-9QXC-…": how the PDF prints it, easier to read out. */
export const groupedCode = (code: string) => code.match(/.{1,4}/g)?.join("-") ?? code;
