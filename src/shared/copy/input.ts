/** What any form says of text it cannot keep, whatever the field. */
export const inputCopy = {
  invalidCharacters: "El texto contiene caracteres no válidos. Revísalo e inténtalo de nuevo.",
  reorderingCharacters:
    "El texto contiene caracteres invisibles que cambian el orden en que se muestra Escríbelo de nuevo a mano, sin pegarlo.",
  /** A name the certificate prints, with characters its PDF cannot (an emoji, another alphabet). */
  unprintableCharacters: (characters: string[]) =>
    `El certificado de licencia no puede imprimir ${characters.length === 1 ? "este carácter" : "estos caracteres"}: ${characters.join(" ")}. Usa letras del alfabeto latino (con sus acentos), números y signos de puntuación.`,
} as const;
