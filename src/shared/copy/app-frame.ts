/**
 * What the frame of every page says, the public site's and the app's alike: the title's
 * shape, the brand's link home, the skip link and the error pages. Apart from the site's
 * copy (copy/site.ts), which holds the marketing pages' texts: the app's pages load these
 * lines, not those pages.
 */
export const appFrameCopy = {
  title: (page: string, brand: string) => `${page} · ${brand}`,
  homeLink: (brand: string) => `${brand}, ir al inicio`,
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
} as const;
