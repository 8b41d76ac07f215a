import type { Activity } from "../schemas/establishments";

/** Establishments ("Mis establecimientos"): labels and the validation messages. */
export const establishmentsCopy = {
  title: "Mis establecimientos",
  fields: {
    tradingName: "Nombre comercial",
    legalName: "Razón social",
    taxId: "NIF/CIF",
    address: "Dirección",
    postcode: "Código postal",
    city: "Ciudad",
    province: "Provincia",
    activity: "Actividad",
    floorArea: "Superficie (m²)",
    timeZone: "Zona horaria",
  },
  activities: {
    tienda: "Tienda",
    bar: "Bar",
    cafeteria: "Cafetería",
    restaurante: "Restaurante",
    hotel: "Hotel",
    gimnasio: "Gimnasio",
    supermercado: "Supermercado",
    oficina: "Oficina",
    otro: "Otro",
  } satisfies Record<Activity, string>,
  timeZones: {
    "Europe/Madrid": "Península y Baleares (Europe/Madrid)",
    "Atlantic/Canary": "Canarias (Atlantic/Canary)",
  },
  errors: {
    required: "Este campo es obligatorio",
    tooLong: "El texto es demasiado largo",
    invalidTaxId: "El NIF/CIF no es válido",
    invalidPostcode: "El código postal no es válido: cinco cifras de un código español",
    invalidActivity: "Elige una actividad de la lista",
    invalidFloorArea:
      "La superficie debe ser un número entero de metros cuadrados, entre 1 y 100.000",
    invalidTimeZone: "Elige una zona horaria de la lista",
    tooMany: (max: number) => `No puedes tener más de ${max} establecimientos`,
    notFound: "No existe ese establecimiento",
  },
} as const;
