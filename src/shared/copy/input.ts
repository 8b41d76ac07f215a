/** What any form says of text it cannot keep, whatever the field. */
export const inputCopy = {
  invalidCharacters: "El texto contiene caracteres no válidos. Revísalo e inténtalo de nuevo.",
} as const;
