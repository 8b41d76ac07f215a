/** Playing without a connection: the banner, the reserve's settings (decision 014). */
export const offlineCopy = {
  banner: {
    /** `left`: hours and minutes ("7 h 40 min"), counting down. */
    playing: (left: string) =>
      `Sin conexión · reproduciendo desde este dispositivo (quedan ${left})`,
    leaseEnded: "Conéctate a internet para seguir reproduciendo",
  },
  /** Offline, and no song ahead is on the device. */
  empty:
    "Sin conexión y sin más música guardada en este dispositivo. Conéctate a internet para seguir.",
  settings: {
    heading: "Música sin conexión",
    lead: "Guardamos en este dispositivo las próximas horas de tu lista para que la música no se pare si se corta internet.",
    toggle: "Guardar música en este dispositivo",
    ready: (ready: string, target: string) => `${ready} de ${target} listas`,
    readyLabel: "Música guardada",
    filling: "Descargando las siguientes canciones…",
    nothingToKeep: "Elige una canción: guardaremos la música que sonará después.",
    space: (used: string, available: string) => `Espacio usado: ${used} · disponible: ${available}`,
    spaceUnknown: "Este navegador no indica cuánto espacio queda.",
    off: "Desactivado: si se corta internet, la música se parará al acabar lo que ya se ha cargado.",
  },
  /** The dashboard home's line on this device's reserve: the owner sees it at a glance. */
  home: {
    ready: (ready: string) => `Música sin conexión: ${ready} listas`,
    nothing: "Música sin conexión: aún no hay música guardada en este dispositivo",
    off: "Música sin conexión: desactivada en este dispositivo",
    settings: "Ajustes",
    settingsLabel: "Ajustes de la música sin conexión",
  },
} as const;
