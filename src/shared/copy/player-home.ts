/**
 * The start page's "Sonando ahora" card, what sounded last (or the newest songs) and quick
 * access ("/dashboard").
 */
export const playerHomeCopy = {
  nowPlaying: "Sonando ahora",
  /** Where the music sounds: the establishments a device plays ("Bar Lucía y Café Sol"). */
  where: (establishments: string) => `En ${establishments}`,
  /** An establishment and the zones of it that play ("Cafetería Lumen · Terraza"). */
  zones: (establishment: string, zones: string) => `${establishment} · ${zones}`,
  paused: "En pausa",
  nothing: "Ahora no suena música.",
  nothingHint: "Elige una lista o un género en el reproductor y dale a reproducir.",
  openPlayer: "Ir al reproductor",
  /** This device plays nothing and another plays the zone: it is a remote for it. */
  elsewhere: {
    label: "Controlar o reproducir aquí",
    remote: "Controlar desde Mando",
    playHere: "Reproducir aquí",
  },
  /** The songs that sounded last in the account's zones, from the play log. */
  recentlyPlayed: "Lo último que ha sonado",
  /** Until something has sounded: the catalogue's newest songs instead, said so. */
  newest: "Novedades del catálogo",
  nothingPlayedYet: "Aún no ha sonado nada en tus zonas. Mientras tanto, lo más nuevo:",
  seeAll: "Ver todas",
  recentEmpty: "Aún no hay canciones en el catálogo.",
  quickAccess: "Accesos rápidos",
  tiles: {
    player: "Reproductor",
    subscription: "Suscripción",
    lists: "Mis listas",
    manage: "Gestionar",
  },
  upsellTitle: "Activa tu plan y pon música a tu negocio",
  upsellText: "Con una suscripción activa tienes todo el catálogo con licencia, sin cortes.",
  upsellCta: "Ver planes",
} as const;
