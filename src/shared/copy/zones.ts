/** Zones of an establishment ("Sala", "Terraza"; decision 023): names and refusals. */
export const zonesCopy = {
  /** The zone every establishment starts with, and the one older ones were given. */
  principal: "Principal",
  errors: {
    required: "Escribe el nombre de la zona",
    tooLong: (max: number) => `El nombre de la zona admite como mucho ${max} caracteres`,
    taken: "Ya hay una zona con ese nombre en este establecimiento",
    notFound: "No existe esa zona",
    establishmentNotFound: "No existe ese establecimiento",
    lastZone: "Un establecimiento necesita al menos una zona: esta es la última",
    tooMany: (max: number) => `Un establecimiento admite como mucho ${max} zonas`,
  },
} as const;
