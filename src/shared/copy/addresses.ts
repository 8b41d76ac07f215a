/** What any address form says of its postcode. */
export const addressCopy = {
  postcodeRequired: "El código postal es obligatorio",
  invalidSpanishPostcode: "El código postal no es válido: cinco cifras de un código español",
  postcodeElsewhere: (postcode: string, province: string, typed: string) =>
    `El código postal ${postcode} es de ${province}, no de ${typed}`,
} as const;
