/**
 * "Programas de empresa" (decision 043): one programme for many zones, the page that makes
 * and applies them, what a zone's "Programación" says of the one it follows, and errors.
 */
export const companyProgrammesCopy = {
  title: "Programas de empresa",
  description: "Una programación hecha una vez para muchas zonas y establecimientos.",
  lead: "Crea un programa a partir de la programación de una zona y aplícalo a las zonas, establecimientos o provincias que elijas. Cambiarlo cambia todas sus zonas en el momento.",
  loading: "Cargando los programas de empresa…",
  loadError: "No se pudieron cargar los programas de empresa. Recarga la página.",
  empty: {
    title: "Todavía no hay programas de empresa",
    text: "Prepara la programación de una zona y conviértela aquí en el programa de tus establecimientos.",
  },
  create: "Nuevo programa de empresa",
  list: {
    zones: (count: number) => (count === 1 ? "1 zona" : `${count} zonas`),
    localChanges: "Los encargados pueden cambiarlo en su establecimiento",
    headOfficeOnly: "Solo lo cambia la central",
    apply: "Aplicar a más zonas",
    showZones: "Ver zonas",
    hideZones: "Ocultar zonas",
    edit: (name: string) => `Editar programación de ${name}`,
    editShort: "Editar programación",
    remove: "Eliminar",
    zonesHeading: (name: string) => `Zonas que siguen ${name}`,
    noZones: "Ninguna zona sigue este programa.",
    detach: "Dejar de seguir",
    detachLabel: (zone: string) => `Dejar de seguir el programa en ${zone}`,
    detached: (zone: string) => `${zone} ya no sigue el programa; conserva su programación.`,
  },
  form: {
    title: "Nuevo programa de empresa",
    applyTitle: (name: string) => `Aplicar ${name}`,
    name: "Nombre",
    namePlaceholder: "Tiendas de verano",
    from: "Programación de partida",
    fromHint: "El programa empieza con la programación de esta zona, que pasa a seguirlo.",
    fromNone: "Ninguna zona tiene programación todavía. Prepara una en «Programación».",
    localChanges: "Los encargados pueden cambiarlo en su establecimiento",
    localChangesHint:
      "Si lo cambian, su zona deja de seguir el programa y conserva la programación cambiada.",
    target: "Dónde se aplica",
    provinces: "Provincias",
    establishments: "Establecimientos",
    zones: "Zonas sueltas",
    previewHeading: "Zonas que cambiarán",
    previewNone: "Elige provincias, establecimientos o zonas para ver a cuáles se aplica.",
    previewLoading: "Buscando las zonas…",
    previewCount: (count: number) =>
      count === 1 ? "Se aplicará a 1 zona:" : `Se aplicará a ${count} zonas:`,
    replaces: (name: string) => `deja ${name}`,
    replacesOwn: "deja su programación propia",
    startsNew: "sin programación hasta ahora",
    startZone: "programación de partida",
    submitCreate: "Crear y aplicar",
    submitApply: "Aplicar",
    cancel: "Cancelar",
    failed: "No se pudo aplicar el programa. Inténtalo de nuevo.",
    created: (name: string, zones: number) =>
      `${name} creado y aplicado a ${zones === 1 ? "1 zona" : `${zones} zonas`}.`,
    applied: (name: string, zones: number) =>
      `${name} aplicado a ${zones === 1 ? "1 zona" : `${zones} zonas`}.`,
  },
  removal: {
    title: (name: string) => `¿Eliminar ${name}?`,
    text: "Sus zonas conservan la programación que tienen ahora, como propia. No se puede deshacer.",
    confirm: "Eliminar programa",
    done: (name: string) => `${name} eliminado. Sus zonas conservan su programación.`,
  },
  /** What a zone's "Programación" says of the company programme it follows. */
  zoneBanner: {
    follows: (name: string) => `Esta zona sigue el programa de empresa ${name}.`,
    ownerSaves: (zones: number) =>
      zones === 1
        ? "Guardar cambia esta zona."
        : `Guardar cambia las ${zones} zonas que lo siguen, en el momento.`,
    managerMayChange:
      "Puedes cambiarla: al guardar, esta zona deja de seguir el programa y se queda con tu programación.",
    managerMayNot: "La central no permite cambiarla desde el establecimiento.",
    detach: "Separar esta zona",
    detached: "Esta zona ya no sigue el programa de empresa.",
    manage: "Programas de empresa",
  },
  errors: {
    nameRequired: "Escribe un nombre",
    nameTooLong: "El nombre admite hasta 60 caracteres",
    targetRequired: "Elige al menos una provincia, un establecimiento o una zona",
    tooManyTargets: "Demasiados elementos elegidos",
    noZoneMatches: "Ninguna zona coincide con lo elegido",
    notFound: "No existe ese programa de empresa, o no es tuyo.",
    fromZoneNotFound: "No existe esa zona, o no es tuya.",
    fromZoneWithoutSchedule: "Esa zona aún no tiene programación de la que partir.",
    managedByHeadOffice:
      "Esta programación la gestiona la central: no se puede cambiar desde el establecimiento.",
  },
} as const;
