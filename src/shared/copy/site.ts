import { appFrameCopy } from "./app-frame";

/** Text shared by every public page: navigation, footer, page titles. */
export const siteCopy = {
  nav: {
    home: "Inicio",
    features: "Funciones",
    pricing: "Precios",
    about: "Servicios",
    contact: "Contacto",
    login: "Iniciar sesión",
    openMenu: "Abrir menú",
    closeMenu: "Cerrar menú",
    mainLabel: "Navegación principal",
    homeLink: appFrameCopy.homeLink,
  },
  footer: {
    tagline:
      "Música ambiental con licencia para tiendas, bares, restaurantes, hoteles y supermercados.",
    legalHeading: "Legal",
    contactHeading: "Contacto",
    followHeading: "Síguenos",
    terms: "Términos y condiciones",
    privacy: "Política de privacidad",
    termsOfUse: "Condiciones de uso",
    whatsapp: "WhatsApp",
    instagram: "Instagram",
    facebook: "Facebook",
    linkedin: "LinkedIn",
    socialUnavailable: (network: string) => `${network} (próximamente)`,
    rights: (year: number | string, brand: string) =>
      `© ${year} ${brand}. Todos los derechos reservados.`,
  },
  title: appFrameCopy.title,
  skipToContent: appFrameCopy.skipToContent,
  notFound: appFrameCopy.notFound,
  genericError: appFrameCopy.genericError,
  comingSoon: "Muy pronto",
} as const;
/** The public site's pages: home, features, pricing, about and contact. */
export const homeCopy = {
  title: "Música ambiental para tu negocio",
  description:
    "Soluciones de música ambiental personalizadas para tu negocio: música con licencia, sin cuotas de derechos de autor.",
  eyebrow: "Música ambiental con licencia para negocios",
  headline: "Crea un ambiente excepcional en tu negocio",
  tagline: "Soluciones de música ambiental personalizadas para tu negocio",
  lead: "Música libre de derechos que nunca se detiene, listas a la medida de cada momento del día y el certificado de licencia siempre a mano cuando llega una inspección.",
  primaryCta: (trialDays: number) => `Prueba gratis ${trialDays} días`,
  secondaryCta: "Hablar con ventas",
  trustNote: "Sin permanencia · Cancela cuando quieras",
  heroImageAlt: "Ondas de sonido sobre el mostrador de una cafetería",
  sectorsHeading: "Pensado para cada tipo de negocio",
  sectors: ["Tiendas", "Bares", "Restaurantes", "Hoteles", "Supermercados"],
  benefitsHeading: "Todo lo que necesitas para sonar bien",
  benefits: [
    {
      title: "Música que nunca se detiene",
      text: "La reproducción continúa de una canción a la siguiente y entre las páginas del panel.",
    },
    {
      title: "Licencia incluida",
      text: "Todo el catálogo es libre de derechos: sin sorpresas de entidades de gestión.",
    },
    {
      title: "Tus propias listas",
      text: "Crea listas para la mañana, la hora punta o el cierre, o usa nuestras listas públicas.",
    },
  ],
  closingHeading: "Empieza hoy y pon música a tu negocio en minutos",
  closingText: (trialDays: number, monthly: string) =>
    `${trialDays} días gratis y después desde ${monthly} al mes.`,
  closingCta: "Ver precios",
} as const;

export const featuresCopy = {
  title: "Funciones",
  description: "Música libre de derechos, listas personalizadas y soporte prioritario.",
  heading: "Funciones pensadas para negocios",
  lead: "Todo lo que tu local necesita para tener buena música, sin complicaciones legales ni técnicas.",
  items: [
    {
      key: "royalty-free",
      title: "Música libre de derechos",
      text: "Un catálogo licenciado por sus titulares para sonar en público en tu negocio, con un certificado que lo acredita.",
    },
    {
      key: "playlists",
      title: "Listas de reproducción personalizadas",
      text: "Crea tus propias listas por ambiente, horario o temporada y combínalas con las listas públicas que preparamos por géneros.",
    },
    {
      key: "support",
      title: "Soporte prioritario",
      text: "Te atendemos por correo y WhatsApp, con respuesta en menos de 24 horas laborables.",
    },
    {
      key: "continuous",
      title: "Reproducción sin cortes",
      text: "Cuando termina una canción empieza la siguiente. Sigue sonando aunque cambies de página en el panel.",
    },
    {
      key: "licence",
      title: "Certificado verificable",
      text: "Un certificado de licencia por local, con un código QR que cualquier inspector puede comprobar, y el historial de lo que ha sonado y cuándo.",
    },
    {
      key: "devices",
      title: "En cualquier dispositivo",
      text: "Funciona en el navegador del ordenador, la tablet o el móvil del local. Sin instalaciones.",
    },
  ],
  ctaHeading: "¿Te animas a probarlo?",
  cta: (trialDays: number) => `Empieza tu prueba de ${trialDays} días`,
} as const;

export const pricingCopy = {
  title: "Precios",
  description: "Planes claros: prueba gratuita, plan mensual y plan anual con descuento.",
  heading: "Precios claros, sin letra pequeña",
  lead: "Elige el plan que mejor se adapta a tu negocio. Sin permanencia.",
  chainsHeading: "¿Tienes una cadena con muchos locales?",
  chainsText:
    "Preparamos planes personalizados para grandes cadenas, con facturación centralizada y listas comunes para todos tus locales.",
  chainsCta: "Contactar con ventas",
  taxNote: "Precios en euros. Cada plan muestra su IVA (21 %) y lo que pagas en total.",
} as const;

export const aboutCopy = {
  title: "Servicios",
  description: "Quiénes somos y qué servicios ofrecemos a los negocios.",
  heading: "Música para que tus clientes quieran quedarse",
  lead: (brand: string) =>
    `${brand} nace para que cualquier negocio, grande o pequeño, tenga música de calidad sonando todo el día con la tranquilidad de que está licenciada.`,
  services: [
    {
      title: "Música ambiental por suscripción",
      text: "Un catálogo curado por géneros y ambientes que se amplía cada mes.",
    },
    {
      title: "Listas para tu marca",
      text: "Te ayudamos a definir el sonido de tu local y a organizarlo en listas por franja horaria.",
    },
    {
      title: "Licencias en regla",
      text: "Música libre de derechos con la documentación lista para cualquier inspección.",
    },
    {
      title: "Atención cercana",
      text: "Un equipo en España que responde por correo y WhatsApp.",
    },
  ],
  valuesHeading: "Lo que nos importa",
  values: [
    "Que la música no se detenga nunca.",
    "Un reproductor sencillo y agradable de usar.",
    "Una factura clara, sin sorpresas.",
  ],
  cta: "Habla con nosotros",
} as const;

export const contactCopy = {
  title: "Contacto",
  description: "Escríbenos por correo o WhatsApp, o habla con un asesor.",
  heading: "Hablemos",
  lead: "¿Tienes dudas sobre los planes, las licencias o necesitas un plan para varios locales? Estamos aquí para ayudarte.",
  emailHeading: "Correo electrónico",
  emailText: "Respondemos en menos de 24 horas laborables.",
  whatsappHeading: "WhatsApp",
  whatsappText: "Escríbenos y te respondemos en horario comercial.",
  whatsappCta: "Abrir WhatsApp",
  advisorHeading: "Asesor comercial",
  advisorText: "Cuéntanos cómo es tu negocio y te recomendamos el plan ideal.",
  advisorCta: "Hablar con un asesor",
  hours: "Lunes a viernes, de 9:00 a 19:00",
} as const;
