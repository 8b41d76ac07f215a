import { inputCopy } from "./input";

/**
 * "Mando" (decision 024): the remote that controls every zone from any signed-in device, and
 * the messages its commands and the players' states are refused with.
 */
export const remoteCopy = {
  title: "Mando",
  lead: "Lo que suena en cada zona de tus establecimientos, y cómo cambiarlo desde aquí.",
  /** An establishment's first zone; until zones come, its only one. */
  mainZone: "Principal",
  /** What a zone is doing, as the remote says it (shared/remote/zone-status.ts). */
  status: {
    playing: "Sonando",
    paused: "En pausa",
    closed: "Cerrado",
    offline: "Sin conexión",
    "no-player": "Sin reproductor",
  },
  /** A zone with no player behind it, or one cut off: its controls are off, and why. */
  noPlayer: "Ningún dispositivo está reproduciendo esta zona",
  offline: "Sin conexión: sigue sonando lo guardado en el dispositivo",
  closed: "Fuera del horario de apertura: la música está parada",
  nothing: "Nada sonando",
  loading: "Cargando las zonas",
  loadError: "No se pudieron cargar las zonas. Inténtalo de nuevo.",
  empty: {
    text: "Aún no tienes zonas: añade tu establecimiento y aparecerá aquí.",
    action: "Mis establecimientos",
  },
  zone: (establishment: string, zone: string) => `${establishment} · ${zone}`,
  progress: (zone: string) => `Avance de la canción en ${zone}`,
  elapsed: (elapsed: string, duration: string) => `${elapsed} de ${duration}`,
  /** Buttons name their zone: several cards share a screen. */
  play: (zone: string) => `Reproducir ${zone}`,
  pause: (zone: string) => `Pausar ${zone}`,
  next: (zone: string) => `Siguiente en ${zone}`,
  volume: (zone: string) => `Volumen de ${zone}`,
  volumeDown: (zone: string) => `Bajar el volumen de ${zone}`,
  volumeUp: (zone: string) => `Subir el volumen de ${zone}`,
  volumeLabel: "Volumen",
  /** "Reproducir ahora" one of the account's messages over the music (decision 029). */
  messageNow: {
    label: "Mensaje",
    text: "Reproducir ahora",
    button: (message: string, zone: string) => `Reproducir ahora el mensaje ${message} en ${zone}`,
  },
  unknownVolume: "Desconocido",
  block: {
    button: (zone: string) => `No reproducir en mi negocio la canción de ${zone}`,
    label: "No reproducir en mi negocio",
    title: (title: string) => `¿No reproducir «${title}» en tu negocio?`,
    text: "Dejará de sonar en esta zona. Puedes permitirla de nuevo en «Canciones bloqueadas».",
    textWithChoice:
      "Elige si deja de sonar solo en esta zona o en todas tus zonas. Puedes permitirla de nuevo en «Canciones bloqueadas».",
    confirm: "No reproducir",
    onlyHere: "Solo en esta zona",
    everywhere: "En todas las zonas",
    cancel: "Cancelar",
  },
  override: {
    button: (zone: string, time: string) => `Poner esta lista hasta las ${time} en ${zone}`,
    label: (time: string) => `Poner esta lista hasta las ${time}`,
    source: "Lista o género",
    until: "Hasta las",
    publicLists: "Listas de Sonaria",
    ownLists: "Mis listas",
    genres: "Géneros",
    back: (zone: string) => `Volver a la programación en ${zone}`,
    backLabel: "Volver a la programación",
    /** The server keeps a choice by hand only over a programme (decision 024). */
    noSchedule:
      "Esta zona no tiene programación: créala en «Mis establecimientos» para elegir una lista hasta una hora.",
  },
  /** Where a command is on its way. */
  command: {
    sending: "Enviando la orden…",
    done: "Hecho",
    noAnswer: "La zona no ha respondido",
    failed: "No se pudo enviar la orden. Inténtalo de nuevo.",
  },
  /** The home's live summary, for an account with several zones. */
  summary: {
    title: "Zonas ahora",
    open: "Abrir el mando",
  },
  errors: {
    zoneNotFound: "No existe esa zona",
    unknownCommand: "Esa orden no existe",
    invalidCommandId: "La orden no tiene un identificador válido",
    invalidVolume: "El volumen va de 0 a 1",
    invalidSong: "Esa canción no existe",
    invalidMessage: "Ese mensaje no existe",
    invalidUntil: "Indica hasta qué hora",
    invalidState: "El estado del reproductor no es válido",
    invalidDevice: "El dispositivo no es válido",
    invalidPosition: "La posición de la canción no es válida",
    textTooLong: (max: number) => inputCopy.atMost(max),
    invalidTime: "La hora del reproductor no es válida",
  },
} as const;
