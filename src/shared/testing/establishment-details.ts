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
