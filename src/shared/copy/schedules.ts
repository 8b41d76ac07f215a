/**
 * "Programación" (issue 25): the schedule page, the player's "what plays and why", and
 * the validation messages. Helpers of each part add their texts here, in sections.
 */
export const schedulesCopy = {
  title: "Programación",
  errors: {
    invalidTime: "Escribe una hora válida",
    notOnStep: "Las horas van de 15 en 15 minutos",
    emptyRange: "La hora de cierre no puede ser la misma que la de apertura",
    weekdaysRequired: "Elige al menos un día de la semana",
    weekdaysRepeated: "Un día de la semana aparece dos veces",
    nameRequired: "Escribe un nombre",
    nameTooLong: "El nombre es demasiado largo (máximo 60 caracteres)",
    invalidVolume: "El volumen va de 0 a 100",
    invalidDate: "Escribe una fecha válida",
    tooManySlots: "Demasiadas franjas (máximo 60)",
    tooManySpecialDates: "Demasiadas fechas especiales (máximo 30)",
    overlaps: (slot: string, other: string) => `«${slot}» se solapa con «${other}»`,
    datesOverlap: (special: string, other: string) =>
      `«${special}» coincide en fechas con «${other}»`,
    datesReversed: "La fecha final no puede ser anterior a la inicial",
    overrideInPast: "La hora de fin debe ser posterior a ahora",
    overrideTooFar: "Como mucho, hasta dentro de 24 horas",
    sourceNotFound: "Esa lista o ese estilo ya no existe",
    establishmentNotFound: "No existe ese establecimiento",
    noSchedule: "Este establecimiento no tiene programación",
    scheduleTooLarge: "La programación es demasiado grande para guardarla",
  },
} as const;
