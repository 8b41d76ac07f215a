/**
 * "Mando" (issue 26): the remote that controls every zone from any signed-in device, and
 * the messages its commands and the players' states are refused with.
 */
export const remoteCopy = {
  title: "Mando",
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
  errors: {
    zoneNotFound: "No existe esa zona",
    unknownCommand: "Esa orden no existe",
    invalidCommandId: "La orden no tiene un identificador válido",
    invalidVolume: "El volumen va de 0 a 1",
    invalidSong: "Esa canción no existe",
    invalidUntil: "Indica hasta qué hora",
    invalidState: "El estado del reproductor no es válido",
    invalidDevice: "El dispositivo no es válido",
    invalidPosition: "La posición de la canción no es válida",
    textTooLong: "El texto es demasiado largo",
    invalidTime: "La hora del reproductor no es válida",
  },
} as const;
