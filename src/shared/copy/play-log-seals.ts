import type { SealReasonName } from "../play-log/seals-schema";

const reasons = {
  opened: "al empezar el registro",
  daily: "diario",
  certificate: "al emitir un certificado",
  retention: "al retirar las reproducciones caducadas",
} as const satisfies Record<SealReasonName, string>;

/**
 * The play log's seals (decision 016): the weekly e-mail, the history page's list, the
 * certificate PDF's line and the verification page's warning when the log does not hold.
 */
export const playLogSealsCopy = {
  reasons,

  /** The owner's weekly e-mail. */
  email: {
    subject: (brand: string) => `Sellos semanales de tu registro de reproducción en ${brand}`,
    intro:
      "Estos son los sellos de esta semana del registro de reproducción de tus establecimientos. " +
      "Cada sello fija el número de la última reproducción registrada y la huella (hash SHA-256) " +
      "de toda la cadena hasta ella.",
    keep:
      "Guarda este mensaje: si alguien cambiara o borrara después una reproducción anterior al " +
      "sello, la huella dejaría de coincidir y la verificación lo detectaría.",
    columns: { date: "Fecha", seq: "Nº de reproducción", hash: "Huella (SHA-256)" },
    action: "Ver el historial",
  },

  /** "Sellos del registro" on the history page. */
  list: {
    heading: "Sellos del registro",
    lead:
      "Cada día, y al emitir un certificado, se sella el final del registro: el número de la " +
      "última reproducción y la huella de toda la cadena. También se sella cuándo empezó y " +
      "desde dónde sigue tras retirar las reproducciones caducadas. Los sellos diarios y los " +
      "de retirada llevan un sello de tiempo de una autoridad independiente cuando está " +
      "configurada.",
    seq: (seq: number) => `Nº de reproducción: ${seq}`,
    hash: "Huella (SHA-256)",
    download: "Descargar .tsr",
    downloadLabel: (date: string) => `Descargar el sello de tiempo del ${date}`,
    noTimestamp: "Sin sello de tiempo",
    empty: "Todavía no hay sellos: el primero se hace con la primera reproducción.",
    loadError: "No se han podido cargar los sellos del registro.",
    previous: "Más recientes",
    next: "Anteriores",
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },

  /** The certificate PDF: every zone's seal made at issue, one row each. */
  pdf: {
    heading: (zones: number) =>
      zones === 1 ? "Sello del registro de reproducción" : "Sellos del registro de reproducción",
    intro: (date: string) =>
      `Sellados al emitir este certificado (${date}): la última reproducción de cada zona y la huella de su cadena.`,
    columns: { zone: "Zona", seq: "Hasta la reproducción", hash: "Huella SHA-256" },
    seq: (seq: number) => (seq === 0 ? "Ninguna: vacío" : `nº ${seq}`),
  },

  /** The public verification page and its API. */
  verification: {
    altered: "Registro alterado",
    alteredHelp:
      "El registro de reproducción de este establecimiento no coincide con los sellos que se " +
      "hicieron de él: alguna reproducción se ha cambiado o borrado después de sellarse. Mientras " +
      "no se aclare, esta página no responde qué sonó.",
    whatPlayedRefused:
      "Registro alterado: el registro de reproducción de este establecimiento no coincide con sus " +
      "sellos, así que no se puede acreditar qué sonó.",
  },

  errors: {
    establishmentNotFound: "No existe ese establecimiento",
    timestampNotFound: "Ese sello no tiene sello de tiempo",
  },
} as const;
