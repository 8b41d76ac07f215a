/** "No reproducir en mi negocio" and the page of blocked songs (decision 015). */
export const blockedSongsCopy = {
  title: "Canciones bloqueadas",
  description: "Canciones que nunca sonarán en tu negocio.",
  link: "Canciones bloqueadas",
  block: "No reproducir en mi negocio",
  // The visible text starts the name, so a person who says what they see finds it (WCAG 2.5.3).
  blockLabel: (title: string) => `No reproducir en mi negocio: «${title}»`,
  blocked: (title: string) =>
    `«${title}» no sonará en tu negocio. Puedes permitirla de nuevo en «Canciones bloqueadas».`,
  blockedHere: (title: string) =>
    `«${title}» no sonará en esta zona. Puedes permitirla de nuevo en «Canciones bloqueadas».`,
  choice: {
    title: (title: string) => `¿Dónde no debe sonar «${title}»?`,
    text: "Solo en la zona que suena aquí, o en todas las zonas de tu cuenta.",
    onlyHere: "Solo en esta zona",
    everywhere: "En todas las zonas",
    cancel: "Cancelar",
  },
  unblock: "Permitir de nuevo",
  unblockLabel: (title: string, place: string) => `Permitir de nuevo «${title}» (${place})`,
  unblocked: (title: string) => `«${title}» vuelve a sonar en tu negocio.`,
  empty: "No has bloqueado ninguna canción.",
  emptyHint:
    "Si una canción no encaja con tu negocio, pulsa «No reproducir en mi negocio» en el reproductor y no volverá a sonar.",
  backToPlayer: "Ir al reproductor",
  loading: "Cargando canciones bloqueadas…",
  count: (total: number) => (total === 1 ? "1 canción bloqueada" : `${total} canciones bloqueadas`),
  since: (date: string) => `Bloqueada el ${date}`,
  blockedBy: (name: string) => `Bloqueada por ${name}`,
  everywhere: "Toda la cuenta",
  place: (establishment: string, zone: string) => `${establishment} · ${zone}`,
  views: { current: "Bloqueadas ahora", trail: "Historial" },
  viewsLabel: "Qué ver",
  trail: {
    block: (name: string) => `${name} la bloqueó`,
    unblock: (name: string) => `${name} la permitió de nuevo`,
    empty: "Todavía nadie ha bloqueado ninguna canción.",
    count: (total: number) => (total === 1 ? "1 cambio" : `${total} cambios`),
    loading: "Cargando el historial…",
  },
  previous: "Anterior",
  next: "Siguiente",
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  errors: {
    block: "No se pudo bloquear la canción. Inténtalo de nuevo.",
    unblock: "No se pudo permitir la canción. Inténtalo de nuevo.",
    notFound: "Esa canción ya no está en el catálogo.",
    everywhereIsOwners: "Solo el titular de la cuenta puede bloquear canciones en todas las zonas",
    zoneNotFound: "No existe esa zona",
  },
} as const;
