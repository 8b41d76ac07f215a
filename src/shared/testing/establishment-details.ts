/** A valid establishment body (POST/PUT /api/establishments): a bar in Madrid. */
export const barInMadrid = {
  tradingName: "Bar Lucía",
  legalName: "Hostelería Lucía S.L.",
  taxId: "B12345674",
  address: "Calle Mayor 1",
  postcode: "28013",
  city: "Madrid",
  province: "Madrid",
  activity: "bar",
} as const;

/** The same business's café in Barcelona: another province, for head office's filters. */
export const cafeInBarcelona = {
  ...barInMadrid,
  address: "Carrer de Pelai 10",
  postcode: "08001",
  city: "Barcelona",
  province: "Barcelona",
} as const;

/** And its shop in Sevilla. */
export const shopInSevilla = {
  ...barInMadrid,
  address: "Calle Sierpes 5",
  postcode: "41004",
  city: "Sevilla",
  province: "Sevilla",
} as const;
