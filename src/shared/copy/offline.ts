/** Playing without a connection: the banner, the reserve's settings (issue 15). */
export const offlineCopy = {
  banner: {
    playing: (hours: string) =>
      `Sin conexión · reproduciendo desde este dispositivo (quedan ${hours} h)`,
    leaseEnded: "Conéctate a internet para seguir reproduciendo",
  },
  /** Offline, and no song ahead is on the device. */
  empty:
    "Sin conexión y sin más música guardada en este dispositivo. Conéctate a internet para seguir.",
  settings: {
    heading: "Música sin conexión",
    lead: "Guardamos en este dispositivo las próximas horas de tu lista para que la música no se pare si se corta internet.",
    toggle: "Guardar música en este dispositivo",
    ready: (ready: string, target: string) => `${ready} h de ${target} h listas`,
    readyLabel: "Música guardada",
    filling: "Descargando las siguientes canciones…",
    nothingToKeep: "Elige una canción: guardaremos la música que sonará después.",
    space: (used: string, available: string) => `Espacio usado: ${used} · disponible: ${available}`,
    spaceUnknown: "Este navegador no indica cuánto espacio queda.",
    off: "Desactivado: si se corta internet, la música se parará al acabar lo que ya se ha cargado.",
  },
} as const;
