import type { PlayEnding, PlayOrigin } from "../schemas/play-log";
import { yearsText } from "./certificates";

/** The play log: what the player reports, the history page and its CSV. Issue 13. */
export const playLogCopy = {
  title: "Historial de reproducción",
  description: "Qué sonó en cada establecimiento, con su hora local.",
  endings: {
    ended: "terminó",
    skipped: "saltada",
    abandoned: "pausada y abandonada",
    stopped: "detenida",
  } satisfies Record<PlayEnding, string>,
  origins: { network: "red", cache: "caché" } satisfies Record<PlayOrigin, string>,
  /** The CSV's header, in its column order. */
  csvColumns: [
    "fecha",
    "hora local",
    "título",
    "artista",
    "id de canción",
    "segundos",
    "final",
    "dispositivo",
    "origen",
  ],
  filters: {
    label: "Filtros del historial",
    establishment: "Establecimiento",
    from: "Desde",
    to: "Hasta",
    apply: "Ver historial",
  },
  download: "Descargar CSV",
  downloadLabel: (from: string, to: string) => `Descargar CSV del historial del ${from} al ${to}`,
  daysHeading: "Totales por día",
  daysColumns: { date: "Día", plays: "Reproducciones", time: "Tiempo escuchado" },
  playsHeading: "Reproducciones",
  columns: {
    time: "Hora local",
    title: "Título",
    artist: "Artista",
    seconds: "Escuchado",
    ending: "Final",
    origin: "Origen",
  },
  count: (total: number) => (total === 1 ? "1 reproducción" : `${total} reproducciones`),
  playsOfDay: (plays: number) => (plays === 1 ? "1 reproducción" : `${plays} reproducciones`),
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
    invalidStart: "La hora de inicio de la reproducción no es válida",
    songNotFound: "Esa canción no existe en el catálogo",
    batchTooLarge: "Demasiadas reproducciones en un solo envío",
  },
} as const;
