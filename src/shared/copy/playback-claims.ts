/**
 * One player per establishment (decision 018), then per zone (decision 023): the take-over
 * question and its notices. The establishment's words stay for players from before zones,
 * which ask by establishment (its Principal zone).
 */
export const playbackClaimsCopy = {
  question: "Este establecimiento está sonando en otro dispositivo. ¿Reproducir aquí?",
  questionTitle: "Ya suena en otro dispositivo",
  seenAgo: (seconds: number) =>
    seconds < 5
      ? "El otro dispositivo está reproduciendo ahora mismo."
      : `El otro dispositivo dio señales hace ${seconds} segundos.`,
  takeOver: "Reproducir aquí",
  cancel: "Cancelar",
  lost: "Este establecimiento ha pasado a sonar en otro dispositivo.",
  takeBack: "Reproducir aquí de nuevo",
  dismiss: "Cerrar",
  errors: {
    heldElsewhere: "Este establecimiento está sonando en otro dispositivo. ¿Reproducir aquí?",
    lost: (secondsAgo: number) =>
      `Este establecimiento ha pasado a sonar en otro dispositivo (hace ${secondsAgo} segundos).`,
    notHeld: "Este dispositivo no está reproduciendo este establecimiento",
    establishmentNotFound: "No existe ese establecimiento",
    zoneNotFound: "No existe esa zona",
    claim: "No se ha podido comprobar si el establecimiento suena en otro dispositivo.",
  },
  /** The same, asked of a zone: written out, as Spanish words agree with "zona". */
  zone: {
    question: "Esta zona está sonando en otro dispositivo. ¿Reproducir aquí?",
    lost: "Esta zona ha pasado a sonar en otro dispositivo.",
    errors: {
      heldElsewhere: "Esta zona está sonando en otro dispositivo. ¿Reproducir aquí?",
      lost: (secondsAgo: number) =>
        `Esta zona ha pasado a sonar en otro dispositivo (hace ${secondsAgo} segundos).`,
      notHeld: "Este dispositivo no está reproduciendo esta zona",
    },
  },
} as const;
