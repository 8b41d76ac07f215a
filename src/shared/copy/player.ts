/** The player, the player page and the dashboard home. Product §2, §4, §8. */
export const playerCopy = {
  title: "Reproductor",
  description: "Escucha el catálogo y organiza tus listas.",
  controls: {
    play: "Reproducir",
    pause: "Pausar",
    previous: "Anterior",
    next: "Siguiente",
    shuffle: "Aleatorio",
    seek: "Posición",
    volume: "Volumen",
    resume: "Reanudar música",
    loading: "Cargando…",
    // On phones the volume and "Sonido" wait behind one button.
    showVolume: "Mostrar volumen y sonido",
    hideVolume: "Ocultar volumen y sonido",
    nothing: "Elige una canción para empezar",
    openPlayer: "Abrir el reproductor",
    playerLabel: "Reproductor",
    miniLabel: "Reproductor (mini)",
  },
  /** "Sonido" (decision 015): how songs follow each other and whether loudness is evened out. */
  sound: {
    open: "Sonido",
    title: "Sonido",
    lead: "Los cambios se guardan solos.",
    crossfade: "Fundido entre canciones",
    crossfadeHint: "Cuánto se solapan el final de una canción y el principio de la siguiente.",
    /** Shown beside the slider; 0 is gapless: the next song starts as the last one ends. */
    crossfadeValue: (seconds: number) => (seconds === 0 ? "Sin pausa" : `${seconds} s`),
    /** Read by screen readers instead of the bare number. */
    crossfadeSpoken: (seconds: number) =>
      seconds === 0 ? "Sin pausa" : seconds === 1 ? "1 segundo" : `${seconds} segundos`,
    normalize: "Igualar volumen",
    normalizeHint: "Todas las canciones suenan con la misma intensidad.",
    /** With levelling on: how much the song playing is turned up or down. */
    songGain: (gainDb: number) =>
      `Ajuste de la canción que suena: ${new Intl.NumberFormat("es-ES", {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
        signDisplay: "exceptZero",
      }).format(gainDb)} dB`,
    close: "Cerrar",
  },
  notices: {
    skipped: (title: string) => `No se pudo cargar «${title}». Pasamos a la siguiente.`,
    unplayable:
      "No se pudo cargar la música. Comprueba tu conexión y vuelve a pulsar «Reproducir».",
    dismiss: "Cerrar aviso",
  },
  tabs: {
    all: "Todo",
    public: "Públicas",
    mine: "Mis Listas",
    genres: "Géneros",
    label: "Filtrar canciones",
    /** A team's employee kept to them by the owner ("Equipo"). */
    company: "Listas de la empresa",
  },
  /** Nothing chosen yet, for an employee kept to the company's lists. */
  chooseCompanyList: "Elige una lista de la empresa para ver sus canciones.",
  search: "Buscar canciones o artistas",
  searchLabel: "Buscar en el catálogo",
  allSongs: "Todas las canciones",
  mine: {
    placeholder: "Nueva lista",
    add: "Crear",
    empty: "Aún no tienes listas. Crea una para guardar tus canciones favoritas.",
    delete: "Eliminar",
    deleteLabel: (name: string) => `Eliminar la lista ${name}`,
    confirmTitle: (name: string) => `¿Eliminar la lista «${name}»?`,
    confirmText: "Las canciones seguirán en el catálogo.",
    confirm: "Sí, eliminar",
    cancel: "Cancelar",
  },
  publicEmpty: "Aún no hay listas públicas.",
  genresEmpty: "Aún no hay géneros.",
  songs: {
    empty: "No hay canciones que coincidan.",
    emptyList: "Esta lista aún no tiene canciones.",
    emptyListHint: "Añade canciones desde «Todo» con «Añadir a…».",
    loading: "Cargando canciones…",
    addToList: "Añadir a una lista",
    addToListLabel: (title: string) => `Añadir «${title}» a una lista`,
    chooseList: "Añadir a…",
    added: (list: string) => `Añadida a ${list}`,
    alreadyIn: (list: string) => `Ya estaba en ${list}`,
    remove: "Quitar",
    removeLabel: (title: string) => `Quitar «${title}» de la lista`,
    playing: "Sonando",
    /** Read before a song's title, artist and length: "Reproducir Brisa …". */
    playPrefix: "Reproducir",
    more: "Cargar más",
    count: (total: number) => (total === 1 ? "1 canción" : `${total} canciones`),
  },
  errors: {
    createList: "Error al crear la lista",
    deleteList: "Error al eliminar la lista",
    addToList: "Error al añadir canción a la lista",
    removeFromList: "Error al quitar canción de la lista",
  },
  subscriptionRequired: {
    title: "Suscripción requerida",
    text: "Para disfrutar de nuestra música necesitas una suscripción activa. Actualiza tu plan para continuar.",
    close: "Cerrar",
    plans: "Ver planes",
  },
  trial: {
    title: "Prueba gratis 7 días",
    text: "Empieza tu prueba gratuita y descubre todo el catálogo de música con licencia para tu negocio.",
    cta: "Empezar prueba",
    dismiss: "Ahora no",
    close: "Cerrar",
  },
  shortcuts:
    "Atajos: espacio reproduce o pausa; flechas ← → avanzan 5 s; ↑ ↓ cambian el volumen; Mayús + ← → cambian de canción.",
} as const;
