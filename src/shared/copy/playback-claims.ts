/**
 * One player per establishment (decision 018), then per zone (decision 023): the take-over
 * question and its notices. The establishment's words stay for players from before zones,
 * which ask by establishment (its Principal zone).
 */
/**
 * The take-over words said of what plays — an establishment, or one of its zones — with the
 * subject's own article, so that the Spanish agrees ("Este establecimiento", "Esta zona").
 */
const claimWords = (subject: string, object: string) => {
  const question = `${subject} está sonando en otro dispositivo. ¿Reproducir aquí?`;
  return {
    question,
    lost: `${subject} ha pasado a sonar en otro dispositivo.`,
    errors: {
      heldElsewhere: question,
      lost: (secondsAgo: number) =>
        `${subject} ha pasado a sonar en otro dispositivo (hace ${secondsAgo} segundos).`,
      notHeld: `Este dispositivo no está reproduciendo ${object}`,
    },
  };
};

const establishmentWords = claimWords("Este establecimiento", "este establecimiento");

export const playbackClaimsCopy = {
  question: establishmentWords.question,
  questionTitle: "Ya suena en otro dispositivo",
  seenAgo: (seconds: number) =>
    seconds < 5
      ? "El otro dispositivo está reproduciendo ahora mismo."
      : `El otro dispositivo dio señales hace ${seconds} segundos.`,
  takeOver: "Reproducir aquí",
  cancel: "Cancelar",
  lost: establishmentWords.lost,
  takeBack: "Reproducir aquí de nuevo",
  dismiss: "Cerrar",
  errors: {
    ...establishmentWords.errors,
    establishmentNotFound: "No existe ese establecimiento",
    zoneNotFound: "No existe esa zona",
    claim: "No se ha podido comprobar si el establecimiento suena en otro dispositivo.",
  },
  /** The same, asked of a zone. */
  zone: claimWords("Esta zona", "esta zona"),
} as const;
