import type { PlanFeature } from "../plans/plan";

const royaltyFree = "Música libre de derechos";
const playlists = "Listas de reproducción personalizadas";
const support = "Soporte prioritario";
const certificate = "Certificado de licencia para inspecciones";

interface PlanText {
  name: string;
  description: string;
  features: PlanFeature[];
}

export const planCopy = {
  trial: {
    name: "Prueba gratuita",
    description: "Prueba todo el catálogo sin compromiso durante 7 días.",
    features: [
      { name: royaltyFree, included: true },
      { name: playlists, included: true },
      { name: certificate, included: true },
      { name: support, included: false },
    ],
  },
  basic: {
    name: "Básico",
    description: "Música ambiental para un local.",
    features: [
      { name: royaltyFree, included: true },
      { name: playlists, included: true },
      { name: certificate, included: true },
      { name: support, included: false },
    ],
  },
  pro: {
    name: "Pro",
    description: "Para negocios que quieren la mejor atención.",
    features: [
      { name: royaltyFree, included: true },
      { name: playlists, included: true },
      { name: certificate, included: true },
      { name: support, included: true },
    ],
  },
} satisfies Record<"trial" | "basic" | "pro", PlanText>;
