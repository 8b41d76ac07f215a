import type { PlayerWaitReason } from "../play-log/player-waits";
import type { Recording } from "../play-log/recording";
import type { PlayEnding, PlayOrigin } from "../play-log/play-facts";
import { yearsText } from "./years-text";
import { playLogHeading } from "./play-log-heading";

/** The play log: what the player reports, the history page and its CSV (decision 011). */
export const playLogCopy = {
  ...playLogHeading,
  endings: {
    ended: "terminó",
    skipped: "saltada",
    abandoned: "pausada y abandonada",
    stopped: "detenida",
    interrupted: "interrumpida y reanudada",
  } satisfies Record<PlayEnding, string>,
  /**
   * Where the audio came from: streamed as it played, or from the device's offline reserve.
   * Not to be confused with when the server got the play (`recordings`).
   */
  origins: { network: "en directo", cache: "sin conexión" } satisfies Record<PlayOrigin, string>,
  /** When the server recorded a play (decision 017): within minutes of its end, or later. */
  recordings: {
    live: "al momento",
    late: "al recuperar la conexión",
  } satisfies Record<Recording, string>,
  timeRange: (start: string, end: string) => `${start}–${end}`,
  refusals: {
    heading: (count: number) =>
      count === 1
        ? "1 reproducción de este dispositivo no se pudo registrar"
        : `${count} reproducciones de este dispositivo no se pudieron registrar`,
    lead: "El registro no las admite y no se volverán a enviar. El motivo de cada una:",
    item: (date: string, time: string, reason: string) => `${date} a las ${time}: ${reason}`,
    unknownReason: "el servidor la rechazó",
    dismiss: "Entendido",
  },
  lateNote: (date: string, time: string) =>
    `registrado al recuperar la conexión, el ${date} a las ${time}`,
  /**
   * A row's distance from UTC in the CSV: "UTC+02:00", never a bare "+02:00", which a
   * spreadsheet would take for a formula (the CSV neutralises those with an apostrophe).
   */
  utcOffset: (offset: string) => `UTC${offset}`,
  /** The CSV's header, in its column order. */
  csvColumns: [
    "fecha",
    "hora local",
    "hora de fin",
    "zona horaria",
    "diferencia horaria",
    "título",
    "artista",
    "id de canción",
    "segundos",
    "final",
    "dispositivo",
    "cómo sonó",
    "registrada",
    "recibida",
    "id técnico del dispositivo",
    "tipo",
    "establecimiento",
    "zona",
  ],
  /** Under a play's time, when the list has several zones' plays. */
  zoneNote: (zone: string) => `Zona: ${zone}`,
  filters: {
    zone: "Zona",
    allZones: "Todas las zonas",
    label: "Filtros del historial",
    establishment: "Establecimiento",
    from: "Desde",
    to: "Hasta",
    apply: "Ver historial",
  },
  download: "Descargar CSV",
  downloadLabel: (from: string, to: string) => `Descargar CSV del historial del ${from} al ${to}`,
  daysHeading: "Totales por día",
  daysColumns: {
    date: "Día",
    plays: "Reproducciones",
    time: "Tiempo escuchado",
    messages: "Mensajes propios",
  },
  playsHeading: "Reproducciones",
  columns: {
    time: "Hora local",
    title: "Título",
    artist: "Artista",
    seconds: "Escuchado",
    ending: "Final",
    origin: "Cómo sonó",
    device: "Dispositivo",
  },
  count: (total: number) => (total === 1 ? "1 reproducción" : `${total} reproducciones`),
  playsOfDay: (plays: number) => (plays === 1 ? "1 reproducción" : `${plays} reproducciones`),
  /** A day's own messages, counted apart from its music (never as songs played). */
  messagesOfDay: (messages: number) =>
    messages === 1 ? "1 mensaje propio" : `${messages} mensajes propios`,
  previous: "Anterior",
  next: "Siguiente",
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  empty: "No se reprodujo música en estas fechas.",
  loading: "Cargando el historial…",
  noEstablishment:
    "Todavía no tienes ningún establecimiento. Cuando des de alta uno y reproduzcas música en él, aquí verás qué sonó y cuándo.",
  localTimeNote: (timeZone: string) => `Horas en la hora local del establecimiento (${timeZone}).`,
  /** Without access: the history stays. */
  keptNotice: (years: number) =>
    `Sin una suscripción activa ya no se reproduce música, pero lo que sonó sigue aquí: cada reproducción se conserva ${yearsText(years)}, con su CSV y los certificados de los periodos que pagaste, para acreditarlo ante una inspección o una reclamación.`,
  certificatesLink: "Ver mis certificados",
  /**
   * The player's waits (decision 021): when the browser would not start the music
   * by itself at opening, the player waited for a tap, and the history says so.
   */
  waits: {
    heading: "Esperas del reproductor",
    lead: "Cuando el navegador no deja que la música empiece sola, el reproductor espera a que alguien pulse en él. Aquí queda cuándo esperó y hasta cuándo.",
    reasons: {
      gesture: "Esperando a que alguien pulse para empezar la música",
    } satisfies Record<PlayerWaitReason, string>,
    columns: { time: "Desde", until: "Hasta", reason: "Motivo" },
    /** A wait the player has not said ended: it may still be waiting. */
    unfinished: (start: string) => `${start}, sin terminar`,
    /** The end of a wait that ran into another day. */
    endOnOtherDay: (date: string, time: string) => `${date} ${time}`,
    count: (total: number) => (total === 1 ? "1 espera" : `${total} esperas`),
    /** In the CSV, where a play says how it ended: this record is a wait. */
    csvKind: "espera",
    /** In the CSV's "hora de fin" of a wait the player has not said ended. */
    csvUnfinished: "sin terminar",
    more: (shown: number, total: number) =>
      `Se muestran las ${shown} más recientes de ${total}. Acota las fechas para ver las demás.`,
    errors: {
      invalidStart: "La hora en que empezó la espera no es válida",
      invalidEnd: "La hora en que terminó la espera no es válida",
      invalidReason: "El motivo de la espera no es válido",
      startInFuture: "La espera empieza en el futuro: el reloj del dispositivo no está en hora",
      endInFuture: "La espera termina en el futuro: el reloj del dispositivo no está en hora",
      beforeEstablishment: "La espera es anterior al alta del establecimiento",
      endsBeforeStart: "La espera termina antes de empezar",
      notFound: "No existe esa espera del reproductor",
      notHeld:
        "La espera empezó cuando esta sesión no reproducía la zona: solo cuenta el reproductor que la tiene",
      otherSession: "Esa espera la empezó otra sesión: solo ella puede darla por terminada",
    },
  },
  errors: {
    load: "No se ha podido cargar el historial. Inténtalo de nuevo.",
    establishments: "No se han podido cargar tus establecimientos. Recarga la página.",
    retry: "Reintentar",
    invalidDate: "Indica una fecha válida (AAAA-MM-DD)",
    rangeOrder: "La fecha inicial no puede ser posterior a la final",
    rangeTooLong: (days: number) => `El periodo no puede superar ${days} días`,
    establishmentNotFound: "No existe ese establecimiento",
    establishmentArchived:
      "Ese establecimiento está archivado: ya no se registran reproducciones en él",
    zoneNotFound: "No existe esa zona en ese establecimiento",
    zoneArchived: "Esa zona está archivada: ya no se registran reproducciones en ella",
    invalidStart: "La hora de la reproducción no es válida",
    endsBeforeStart: "La reproducción termina antes de empezar",
    tooLong: "La reproducción dura más de lo posible: el reloj del dispositivo falló",
    heardMoreThanSpan: "Los segundos escuchados superan el tiempo que duró la reproducción",
    heardMoreThanSong: "Los segundos escuchados superan la duración de la canción",
    heardMoreThanMessage: "Los segundos escuchados superan la duración del mensaje",
    inFuture: "La reproducción termina en el futuro: el reloj del dispositivo no está en hora",
    beforeEstablishment: "La reproducción es anterior al alta del establecimiento",
    beforeZone: "La reproducción es anterior al alta de la zona",
    afterZoneArchived:
      "Empezó cuando la zona ya estaba archivada: una zona archivada no registra reproducciones nuevas",
    longerThanHeard:
      "Dura más que los segundos escuchados: una reproducción termina donde dejó de sonar",
    liveStartedTooEarly:
      "Empezó demasiado antes de enviarse para registrarse al momento: entre su inicio y su envío solo caben la canción y unos minutos",
    sameStart: "Ya hay una reproducción de este establecimiento que empieza en ese mismo instante",
    overlaps: "Se solapa con otra reproducción ya registrada en este establecimiento",
    outsideAccess: "La reproducción queda fuera del periodo en que la cuenta tenía acceso",
    lateWithoutLease:
      "Llegó más tarde de lo normal y no trae un permiso sin conexión válido de este dispositivo",
    outsideLease:
      "Llegó más tarde de lo normal y queda fuera del permiso sin conexión del dispositivo",
    claimedElsewhere:
      "Empezó cuando la zona ya sonaba en otro dispositivo o con otra sesión: solo cuenta el que la reproduce",
    notClaimed:
      "Empezó sin que este dispositivo hubiera pedido la zona en esta sesión: el reproductor la pide antes de sonar",
    songNotFound: "Esa canción no existe en el catálogo",
    messageNotFound: "Ese mensaje no existe en la cuenta del establecimiento",
    batchTooLarge: "Demasiadas reproducciones en un solo envío",
  },
} as const;
