import { onFirstUse } from "~/shared/intl/on-first-use";
import { inputCopy } from "./input";

const oneDecimal = onFirstUse(
  () =>
    new Intl.NumberFormat("es-ES", {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      // No "-0,0" for a value that rounds to zero.
      signDisplay: "negative",
    }),
);

/** "−14,2": Spanish decimals, with a true minus sign as printed figures have. */
const decibels = (value: number) => oneDecimal().format(value).replace("-", "−");
/** "+4,0", "−2,5", "0,0": a change of level, its sign always shown. */
const signedDecibels = (value: number) =>
  new Intl.NumberFormat("es-ES", {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
    signDisplay: "exceptZero",
  })
    .format(value)
    .replace("-", "−");

/** /dashboard/music ('Gestión de Música') and the catalogue's messages. Product §2, §8. */
export const catalogCopy = {
  title: "Gestión de Música",
  description: "Géneros, canciones y listas públicas del catálogo.",
  loading: "Cargando…",
  genres: {
    heading: "Géneros Musicales",
    placeholder: "Nuevo género",
    add: "Añadir",
    delete: "Eliminar",
    deleteLabel: (name: string) => `Eliminar el género ${name}`,
    empty: "Aún no hay géneros.",
    songs: (count: number) => (count === 1 ? "1 canción" : `${count} canciones`),
    confirmTitle: (name: string) => `¿Eliminar el género «${name}»?`,
    confirmText: (count: number) =>
      count === 0
        ? "El género no tiene canciones."
        : count === 1
          ? "Se eliminará también 1 canción, con su archivo, de todas las listas."
          : `Se eliminarán también ${count} canciones, con sus archivos, de todas las listas.`,
    confirm: "Sí, eliminar",
    cancel: "Cancelar",
    failed: {
      add: "Error al añadir género",
      exists: "Ya existe un género con ese nombre",
      remove: "Error al eliminar género",
    },
  },
  playlists: {
    heading: "Listas Públicas",
    placeholder: "Nueva lista pública",
    add: "Crear",
    delete: "Eliminar",
    deleteLabel: (name: string) => `Eliminar la lista ${name}`,
    select: "Seleccionar",
    selected: "Seleccionada",
    deselect: "Ver todas las canciones",
    empty: "Aún no hay listas públicas.",
    songs: (count: number) => (count === 1 ? "1 canción" : `${count} canciones`),
    confirmTitle: (name: string) => `¿Eliminar la lista «${name}»?`,
    confirmText: "Las canciones seguirán en el catálogo.",
    confirm: "Sí, eliminar",
    cancel: "Cancelar",
    failed: {
      add: "Error al crear lista de reproducción",
      remove: "Error al eliminar lista",
    },
  },
  upload: {
    heading: "Subir Música",
    genre: "Género",
    chooseGenre: "Elige un género",
    title: "Título",
    artist: "Artista",
    file: "Archivo de audio",
    drop: "Arrastra aquí tus archivos de audio o haz clic para elegirlos",
    formats: (maxMb: number) =>
      `MP3, AAC/M4A, OGG/Opus, FLAC o WAV. Hasta ${maxMb} MB por archivo.`,
    submit: "Subir canción",
    uploading: "Subiendo...",
    queued: "En cola",
    done: "Subida",
    failed: "Error",
    progress: (name: string, percent: number) => `${name}: ${percent} %`,
    success: (count: number) =>
      count === 1 ? "Canción subida correctamente" : `${count} canciones subidas correctamente`,
    remove: "Quitar",
  },
  songs: {
    heading: "Canciones",
    headingInList: (list: string) => `Canciones en ${list}`,
    search: "Buscar por título o artista",
    searchLabel: "Buscar canciones",
    columns: {
      title: "Título",
      artist: "Artista",
      genre: "Género",
      duration: "Duración",
      loudness: "Sonoridad",
      blockedBy: "Bloqueos",
      actions: "Acciones",
    },
    /** The loudness analysis of a song (decision 015). */
    loudness: {
      pending: "Analizando…",
      failed: "No analizable",
      /** A song silent throughout has no loudness to show. */
      silent: "Silencio",
      // No-break spaces keep each figure with its unit when the cell wraps.
      measured: (lufs: number, truePeakDbtp: number) =>
        `${decibels(lufs)}\u00a0LUFS · ${decibels(truePeakDbtp)}\u00a0dBTP`,
      /** What the player turns the song up or down by; "(máximo)" where the boost stopped. */
      gain: (gainDb: number, capped: boolean) =>
        `Ajuste ${signedDecibels(gainDb)}\u00a0dB${capped ? " (máximo)" : ""}`,
      cappedHint: "Sonará más baja que las demás: subirla más también subiría su ruido de fondo.",
      /** Who measured the song (decision 019). */
      measuredBy: {
        server: "Medido en el servidor",
        browser: "Medido en el navegador al subirla",
        none: "Sin medir: suena sin ajuste",
      },
    },
    delete: "Eliminar",
    confirmDelete: (title: string) => `¿Eliminar «${title}»? Se borrará también su archivo.`,
    blockedBy: (count: number) =>
      count === 1 ? "Bloqueada por 1 cuenta" : `Bloqueada por ${count} cuentas`,
    addToList: "Añadir a la lista",
    removeFromList: "Quitar de la lista",
    empty: "No hay canciones que coincidan.",
    count: (total: number) => (total === 1 ? "1 canción" : `${total} canciones`),
    previous: "Anterior",
    next: "Siguiente",
    page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  },
  errors: {
    upload: "Error al subir canción. Por favor, verifica tus permisos e intenta nuevamente.",
    deleteSong: "Error al eliminar canción",
    addToList: "Error al añadir canción a la lista",
    removeFromList: "Error al quitar canción de la lista",
    incompleteUpload: "Por favor, completa todos los campos y verifica tus permisos",
    unauthenticated: "Usuario no autenticado",
    forbidden: "Permisos insuficientes",
    notAudio: "El archivo no es un audio válido (MP3, AAC/M4A, OGG/Opus, FLAC o WAV)",
    tooLarge: (maxMb: number) => `El archivo supera el tamaño máximo de ${maxMb} MB`,
    nameRequired: "Escribe un nombre",
    tooLong: (max: number) => inputCopy.atMost(max),
    badMeasurement: "La medición de sonoridad enviada con el archivo no es válida",
  },
} as const;
