/** What any form says of text it cannot keep, whatever the field. */
export const inputCopy = {
  /** The limit a long text met, as its field's hint and as the schema's message. */
  atMost: (max: number) => `Como máximo ${max.toLocaleString("es-ES")} caracteres.`,
  invalidCharacters: "El texto contiene caracteres no válidos. Revísalo e inténtalo de nuevo.",
  reorderingCharacters:
    "El texto contiene caracteres invisibles que cambian el orden en que se muestra Escríbelo de nuevo a mano, sin pegarlo.",
  /** A name the certificate prints, with characters its PDF cannot (an emoji, another alphabet). */
  unprintableCharacters: (characters: string[]) =>
    `El certificado de licencia no puede imprimir ${characters.length === 1 ? "este carácter" : "estos caracteres"}: ${characters.join(" ")}. Usa letras del alfabeto latino (con sus acentos), números y signos de puntuación.`,
} as const;
