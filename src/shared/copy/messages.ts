/** "Mensajes" (issue 28): the account's own announcements and their campaigns. */
export const messagesCopy = {
  nav: "Mensajes",
  title: "Mensajes",
  lead: "Anuncios grabados por tu negocio: suenan entre canciones o a una hora exacta, sobre la música.",
  /** How the history, the CSV and "¿Qué sonaba?" name a message: never as music. */
  ownMessage: (name: string) => `Mensaje propio del establecimiento: ${name}`,
  kindMessage: "Mensaje",
  /** The player's line while a message sounds. */
  sounding: (name: string) => `Suena un mensaje: ${name}`,
  kindSong: "Canción",
  errors: {
    nameRequired: "Escribe el nombre del mensaje",
    nameTooLong: (max: number) => `El nombre admite como mucho ${max} caracteres`,
    invalidDate: "Escribe una fecha válida",
    untilBeforeFrom: "La fecha final no puede ser anterior a la inicial",
    invalidLevel: (min: number, max: number) =>
      `El volumen del mensaje va de ${min} a ${max} dB sobre la música`,
    fileRequired: "Elige o graba un archivo de audio",
    notAudio: "El archivo no es un audio que aceptemos (MP3, WAV, OGG, Opus, WebM, FLAC)",
    tooLarge: (megabytes: number) => `El archivo supera los ${megabytes} MB`,
    tooLong: (seconds: number) => `El mensaje dura más de ${seconds} segundos`,
    silent: "El mensaje está en silencio: graba o sube otro",
    notFound: "Ese mensaje ya no existe",
    campaignNameRequired: "Escribe el nombre de la campaña",
    messagesRequired: "Elige al menos un mensaje",
    messagesRepeated: "Un mensaje aparece dos veces",
    tooManyMessages: (max: number) => `Una campaña admite como mucho ${max} mensajes`,
    zonesRequired: "Elige al menos una zona",
    zonesRepeated: "Una zona aparece dos veces",
    unknownZone: "Una de las zonas no es de tu cuenta",
    unknownMessage: "Uno de los mensajes no es de tu cuenta",
    weekdaysRequired: "Elige al menos un día de la semana",
    intervalRequired: "Di cada cuántas canciones o cada cuántos minutos",
    invalidEverySongs: (max: number) => `Cada 1 a ${max} canciones`,
    invalidMinMinutes: (max: number) => `De 0 a ${max} minutos entre mensajes`,
    invalidTime: "Escribe una hora válida (HH:MM)",
    timesRequired: "Añade al menos una hora",
    timesRepeated: "Una hora aparece dos veces",
    tooManyTimes: (max: number) => `Una campaña admite como mucho ${max} horas`,
    invalidDuck: (min: number, max: number) => `La música baja de ${min} a ${max} dB`,
    /** Two messages at an exact time would sound at once in a zone. */
    conflict: (other: string, time: string, zone: string) =>
      `Coincide con la campaña «${other}» a las ${time} en ${zone}`,
    campaignNotFound: "Esa campaña ya no existe",
    zoneNotFound: "Esa zona no existe",
    tooManyInAccount: (max: number) =>
      `Tu cuenta admite como mucho ${max} mensajes: borra alguno para añadir otro`,
    tooManyCampaigns: (max: number) =>
      `Tu cuenta admite como mucho ${max} campañas: borra alguna para añadir otra`,
    uploadAsForm: "Envía el mensaje como formulario con su archivo",
  },
} as const;
