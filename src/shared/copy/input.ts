/** What any form says of text it cannot keep, whatever the field. */
export const inputCopy = {
  invalidCharacters: "El texto contiene caracteres no válidos. Revísalo e inténtalo de nuevo.",
  reorderingCharacters:
    "El texto contiene caracteres invisibles que cambian el orden en que se muestra Escríbelo de nuevo a mano, sin pegarlo.",
} as const;
