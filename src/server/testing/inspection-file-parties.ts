import type { InspectionFileContent } from "../features/inspection-files/render-inspection-file-pdf";

/** The parties of the inspection files the tests and the bench draw: a café and its provider. */
export const cafeLumenParties = {
  code: "EXP-7KQ2-M4ZD",
  verificationUrl: "https://sonaria.es/verificar/EXP-7KQ2-M4ZD",
  brandName: "Sonaria",
  timeZone: "Europe/Madrid",
  provider: {
    legalName: "Sonaria Música S.L.",
    taxId: "B12345678",
    address: "Calle Mayor 1, 28013 Madrid",
  },
  holder: {
    name: "Cafetería Lumen S.L.",
    taxId: "B87654321",
    address: "Calle del Prado 4, 28014 Madrid",
  },
} satisfies Partial<InspectionFileContent>;

export const cafeLumenAddress = "Calle del Prado 4, 28014 Madrid";
