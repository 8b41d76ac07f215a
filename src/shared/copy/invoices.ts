import type { InvoiceChainBreak } from "../invoices/invoice-chain-check";
import type { BillingInterval } from "../plans/plan";

const intervalLabels = { month: "mensual", year: "anual" } as const satisfies Record<
  BillingInterval,
  string
>;

const zonesText = (zones: number) => (zones === 1 ? "1 zona" : `${zones} zonas`);
const invoicesText = (count: number) => (count === 1 ? "1 factura" : `${count} facturas`);

/** One break of the invoice chain, in the admin's words (decision 035). */
function chainBreakText(problem: InvoiceChainBreak): string {
  switch (problem.kind) {
    case "deleted": {
      const count = problem.missing ?? problem.numbers.length;
      const numbers = problem.numbers.length > 0 ? ` (${problem.numbers.join(", ")})` : "";
      const relinked = problem.missing === null ? "; la cadena se rehízo para ocultarlo" : "";
      return `Borrado: falta${count === 1 ? "" : "n"} ${invoicesText(count)} tras la posición ${problem.afterSeq}${numbers}${relinked}.`;
    }
    case "reordered":
      return `Cambio de orden: la factura ${problem.number} está en la posición ${problem.seq}, pero se emitió en la ${problem.issuedAtSeq}.`;
    case "altered":
      return `Modificación: la factura ${problem.number} (posición ${problem.seq}) ya no es la que se emitió.`;
  }
}

/** Invoices ("facturas", decision 025): the PDF, the e-mail and the subscription page's list. */
export const invoicesCopy = {
  titles: { ordinary: "Factura", corrective: "Factura rectificativa" },
  concept: (options: {
    planName: string;
    interval: BillingInterval;
    from: string;
    to: string;
    zones: number;
  }) =>
    `Suscripción ${options.planName}${
      // The plan's card name ("Mensual", "Básico · Anual") already says how often.
      options.planName.toLowerCase().includes(intervalLabels[options.interval])
        ? ""
        : ` (${intervalLabels[options.interval]})`
    }, del ${options.from} al ${options.to} · ${zonesText(options.zones)}`,
  /** Decision 027: zones added mid-period, prorated. */
  raisedConcept: (options: { from: number; to: number; concept: string }) =>
    `Ampliación de ${zonesText(options.from)} a ${zonesText(options.to)} (prorrateo): ${options.concept}`,
  correctiveConcept: (concept: string) => `Rectificación por cambio a un plan inferior: ${concept}`,
  pdf: {
    number: "Número",
    issuedOn: "Fecha de expedición",
    provider: "Emisor",
    customer: "Cliente",
    legalName: "Nombre o razón social",
    taxId: "NIF/CIF",
    address: "Domicilio",
    concept: "Concepto",
    period: "Periodo facturado",
    periodText: (from: string, to: string) => `Del ${from} al ${to}`,
    quantity: "Cantidad",
    unitPrice: "Precio unitario sin IVA",
    lineAmount: "Importe sin IVA",
    zones: zonesText,
    base: "Base imponible",
    iva: (rate: number) => `IVA (${rate} %)`,
    total: "Total",
    corrects: (number: string, date: string) => `Rectifica la factura ${number} del ${date}.`,
    correctionReason:
      "Motivo: cambio a un plan de menor importe (art. 80 de la Ley del IVA); importes en negativo.",
    qrHeading: "Código QR tributario",
    noTaxId: "—",
  },
  email: {
    subject: (title: string, number: string) => `${title} ${number}`,
    body: (title: string, number: string) =>
      `Te adjuntamos la ${title.toLowerCase()} ${number} en PDF. También la tienes en Suscripción · Facturas.`,
  },
  page: {
    heading: "Facturas",
    empty: "Aún no hay facturas. Cada pago genera una, que también te enviamos por correo.",
    number: "Número",
    date: "Fecha",
    concept: "Concepto",
    total: "Total",
    download: "Descargar PDF",
    loadError: "No se han podido cargar las facturas.",
    previous: "Anteriores",
    next: "Más recientes",
  },
  errors: { notFound: "Esa factura no existe." },
  /** Decision 035: the admins' check of the whole chain of issued invoices. */
  chain: {
    heading: "Cadena de facturas",
    lead: "Comprueba que ninguna factura emitida se ha borrado, cambiado de orden ni modificado desde que se emitió.",
    verify: "Verificar la cadena de facturas",
    verifying: "Verificando la cadena de facturas…",
    intact: (count: number) =>
      `Cadena intacta: ${count === 1 ? "1 factura comprobada" : `${count} facturas comprobadas`}.`,
    broken: (count: number, breaks: number) =>
      `Cadena rota: ${breaks === 1 ? "1 problema" : `${breaks} problemas`} en ${invoicesText(count)} comprobadas.`,
    breakText: chainBreakText,
    failed: "No se pudo verificar la cadena de facturas. Inténtalo de nuevo.",
  },
} as const;
