import type { PlanFeature } from "../plans/plan";

/**
 * Only what the product does today, as a card lists only features that exist (product §3):
 * no licence certificate yet, and the same support for every customer.
 */
const features: PlanFeature[] = [
  { name: "Todo el catálogo de música libre de derechos", included: true },
  { name: "Listas de reproducción personalizadas y listas públicas", included: true },
  { name: "Reproductor web, sin instalaciones", included: true },
  { name: "Soporte por correo electrónico y WhatsApp", included: true },
];

/** The fallback catalogue's one paid plan (architecture.md, departures). */
export const planCopy = {
  complete: {
    name: "Completo",
    description: "Todo el catálogo y todas las funciones en un solo plan.",
    features,
  },
};

/** The plan cards of /pricing and /dashboard/subscription, and the test checkout. */
export const offerCopy = {
  popular: "Más popular",
  included: "Incluido",
  notIncluded: "No incluido",
  /** A catalogue with several plans names each card after its plan too. */
  ofPlan: (plan: string, offer: string) => `${plan} · ${offer}`,
  trial: {
    name: "Prueba gratuita",
    period: (days: number) => `durante ${days} días`,
    afterTrial: (monthly: string) =>
      `Después, ${monthly} al mes por zona, más IVA. Cancela antes y no pagas nada.`,
    /** The card's price and what follows it, in one line: "0 € durante 7 días; después, 8 € al mes". */
    priceThen: (price: string, monthly: string) => `${price}; después, ${monthly} al mes`,
    text: "Acceso completo al catálogo para descubrir el servicio.",
    textOf: (plan: string) => `Prueba el plan ${plan} sin compromiso.`,
    cta: "Empezar prueba gratis",
  },
  /** Decision 027: every plan is priced per zone. */
  perZone: "por zona",
  zones: {
    label: "Número de zonas",
    hint: "Cada zona de tu local (sala, terraza…) suena por su cuenta y se paga aparte.",
    /** "Para 3 zonas": the number is filled in by the page. */
    forZones: "Para",
    /** The trial card: what each month costs once the trial ends, for the zones chosen. */
    afterTrialFor: "Al mes tras la prueba, para",
    one: "zona",
    many: "zonas",
    base: "Base imponible",
    iva: (percent: number) => `IVA (${percent} %)`,
    total: "Total",
  },
  /** Under a card's price: what is paid with IVA. */
  tax: (iva: string, percent: number, total: string) =>
    `+ ${iva} de IVA (${percent} %): ${total} en total`,
  annual: {
    name: "Anual",
    period: "al año",
    saving: (percent: string) => `Ahorra ${percent}`,
    perMonth: (monthly: string) => `Equivale a ${monthly} al mes`,
    text: "El mejor precio para negocios que ya saben lo que quieren.",
    cta: "Elegir plan anual",
  },
  monthly: {
    name: "Mensual",
    period: "al mes",
    text: "Flexibilidad total: cancela cuando quieras.",
    cta: "Elegir plan mensual",
  },
} as const;
