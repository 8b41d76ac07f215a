/** Zones of an establishment ("Sala", "Terraza"; decision 023): names and refusals. */
export const zonesCopy = {
  /** The zone every establishment starts with, and the one older ones were given. */
  principal: "Principal",
  /** "Zonas" on an establishment's card. */
  section: {
    title: "Zonas",
    regionLabel: (establishment: string) => `Zonas de ${establishment}`,
    lead: "Cada zona suena por su cuenta, con su dispositivo, su programación y su historial.",
    name: "Nombre de la zona",
    add: "Añadir zona",
    added: (name: string) => `Zona «${name}» añadida.`,
    rename: "Renombrar",
    renameLabel: (name: string) => `Renombrar la zona ${name}`,
    save: "Guardar",
    cancel: "Cancelar",
    renamed: (name: string) => `La zona se llama ahora «${name}».`,
    removeLabel: (name: string) => `Quitar la zona ${name}`,
    removeTitle: (name: string) => `¿Quitar la zona «${name}»?`,
    removeText:
      "Deja de aparecer en el reproductor. Si ya tiene reproducciones, su historial se conserva.",
    remove: "Quitar",
    removed: (name: string) => `Zona «${name}» quitada.`,
    schedule: (name: string) => `Programación de la zona ${name}`,
    failed: "No se pudo guardar el cambio de zonas. Inténtalo de nuevo.",
  },
  errors: {
    required: "Escribe el nombre de la zona",
    tooLong: (max: number) => `El nombre de la zona admite como mucho ${max} caracteres`,
    taken: "Ya hay una zona con ese nombre en este establecimiento",
    notFound: "No existe esa zona",
    establishmentNotFound: "No existe ese establecimiento",
    lastZone: "Un establecimiento necesita al menos una zona: esta es la última",
    tooMany: (max: number) => `Un establecimiento admite como mucho ${max} zonas`,
    /** Decision 027: each zone is paid for. */
    notPaid: (paid: number) =>
      `Tu plan cubre ${paid === 1 ? "1 zona" : `${paid} zonas`}. Amplíalo para añadir otra.`,
  },
} as const;
