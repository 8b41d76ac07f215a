/** "Pausa de temporada" (decision 044): a zone silent and unbilled from one date to another. */

/** 2026-12-01 → "01/12/2026", as invoices print dates. */
const shortDate = (date: string) => date.split("-").reverse().join("/");

const months = [
  "enero",
  "febrero",
  "marzo",
  "abril",
  "mayo",
  "junio",
  "julio",
  "agosto",
  "septiembre",
  "octubre",
  "noviembre",
  "diciembre",
] as const;

/** 2027-03-15 → "15 de marzo" (with the year when it is not `year`). */
function longDate(date: string, year?: number) {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  const text = `${d} de ${months[m - 1]}`;
  return year === undefined || year === y ? text : `${text} de ${y}`;
}

export const seasonalPausesCopy = {
  action: "Pausa de temporada",
  actionOf: (name: string) => `Pausa de temporada de ${name}`,
  establishmentAction: "Pausar todo el establecimiento",
  title: (name: string) => `Pausa de temporada: ${name}`,
  lead: "No suena nada ni se factura por los periodos enteros que abarque. Vuelve sola al acabar.",
  from: "Desde",
  to: "Hasta (incluido)",
  summary: (options: { from: string; to: string; back: string }) =>
    `Sin música ni cargo del ${shortDate(options.from)} al ${shortDate(options.to)}; vuelve sola el ${shortDate(options.back)}.`,
  confirm: "Pausar",
  cancel: "Cancelar",
  saved: "Pausa de temporada guardada.",
  failed: "No se pudo guardar la pausa. Inténtalo de nuevo.",
  /** The banner on a zone while paused, and before. */
  pausedUntil: (to: string, year: number) => `En pausa de temporada hasta el ${longDate(to, year)}`,
  scheduled: (from: string, to: string) =>
    `Pausa de temporada programada del ${shortDate(from)} al ${shortDate(to)}`,
  resumeNow: "Reanudar ahora",
  cancelPause: "Cancelar pausa",
  resumed: "La zona vuelve a sonar.",
  cancelled: "Pausa cancelada.",
  badge: "En pausa",
  /** The line an invoice adds for a zone it does not charge. */
  invoiceNote: (options: { zoneName: string; from: string; to: string }) =>
    `Zona ${options.zoneName} en pausa de temporada del ${shortDate(options.from)} al ${shortDate(options.to)}: no facturada este periodo`,
  errors: {
    invalidDate: "Escribe una fecha válida",
    endBeforeStart: "La fecha final no puede ser anterior a la inicial",
    tooLong: (max: number) => `Una pausa dura como mucho ${max} días`,
    past: "La pausa no puede empezar antes de hoy",
    overlap: (zoneName: string) =>
      `La zona ${zoneName} ya tiene una pausa de temporada: cancélala antes de poner otra`,
    notFound: "No existe esa zona",
    noPause: "No hay ninguna pausa de temporada que terminar",
  },
} as const;
