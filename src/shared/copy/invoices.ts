import type { BillingInterval } from "../plans/plan";

const intervalLabels = { month: "mensual", year: "anual" } as const satisfies Record<
  BillingInterval,
  string
>;

const zonesText = (zones: number) => (zones === 1 ? "1 zona" : `${zones} zonas`);

/** Invoices ("facturas", issue 27): the PDF, the e-mail and the subscription page's list. */
export const invoicesCopy = {
  titles: { ordinary: "Factura", corrective: "Factura rectificativa" },
  concept: (options: {
    planName: string;
    interval: BillingInterval;
    from: string;
    to: string;
    zones: number;
  }) =>
    `Suscripción ${options.planName} (${intervalLabels[options.interval]}), del ${options.from} al ${options.to} · ${zonesText(options.zones)}`,
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
} as const;
