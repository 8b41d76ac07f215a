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
    homeLink: (brand: string) => `${brand}, ir al inicio`,
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
  title: (page: string, brand: string) => `${page} · ${brand}`,
  skipToContent: "Saltar al contenido",
  notFound: {
    title: "Página no encontrada",
    text: "La página que buscas no existe o se ha movido.",
    back: "Volver al inicio",
  },
  genericError: {
    title: "Algo ha salido mal",
    text: "Ha ocurrido un error inesperado. Recarga la página o inténtalo de nuevo más tarde.",
  },
  comingSoon: "Muy pronto",
} as const;
