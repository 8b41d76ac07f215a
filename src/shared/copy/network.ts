import type { NetworkStatus } from "../network/network-status";
import { formatHoursAndMinutes } from "./hours-and-minutes";

/** "las 15:02", but "la 01:10": one o'clock is singular in Spanish. */
export const theHour = (time: string) => `${time.startsWith("01:") ? "la" : "las"} ${time}`;

/** "Estado de la red": every zone of a chain, as head office sees it (decision 041). */
export const networkCopy = {
  status: {
    playing: "Sonando",
    paused: "En pausa",
    closed: "Cerrado",
    offline: "Sin conexión",
    silent: "Silencio en horario",
  } satisfies Record<NetworkStatus, string>,
  title: "Estado de la red",
  description:
    "Cada zona de tus establecimientos: si suena, desde cuándo, en qué dispositivo y lo que le queda sin conexión.",
  filters: {
    statuses: "Estado",
    allStatuses: "Todas",
    province: "Provincia",
    allProvinces: "Todas las provincias",
    establishment: "Establecimiento",
    allEstablishments: "Todos los establecimientos",
    search: "Buscar establecimiento o zona",
    searchLabel: "Buscar por nombre del establecimiento o de la zona",
  },
  columns: {
    zone: "Zona",
    status: "Estado",
    sounding: "Qué suena",
    device: "Dispositivo",
    volume: "Volumen",
  },
  /** An establishment in the filter's list: the same trading name in many cities tells apart. */
  establishmentOption: (tradingName: string, city: string) => `${tradingName} (${city})`,
  count: (total: number) => (total === 1 ? "1 zona" : `${total.toLocaleString("es-ES")} zonas`),
  /** When the zone entered its status: today's time, yesterday, or the date. */
  since: {
    /** "desde las 15:02", "desde la 01:10". */
    today: (time: string) => `desde ${theHour(time)}`,
    yesterday: "desde ayer",
    /** "desde el 27/11". */
    earlier: (date: string) => `desde el ${date}`,
  },
  /** What a zone offline may still play from what its device kept. */
  reserveLeft: (minutes: number) =>
    minutes > 0 ? `Reserva: ${formatHoursAndMinutes(minutes * 60)}` : "Reserva agotada",
  nothingPlays: "Nada suena",
  noDevice: "Ningún dispositivo",
  volume: (share: number) => `${Math.round(share * 100)} %`,
  noVolume: "—",
  loading: "Cargando las zonas",
  loadError: "No se pudo cargar el estado de la red. Inténtalo de nuevo.",
  empty: "Ninguna zona coincide con estos filtros.",
  noZones: {
    title: "Aún no hay zonas",
    text: "Cuando des de alta tus establecimientos, cada una de sus zonas aparecerá aquí con su estado.",
    action: "Mis establecimientos",
  },
  previous: "Anterior",
  next: "Siguiente",
  page: (page: number, pages: number) => `Página ${page} de ${pages}`,
  errors: {
    page: "La página debe ser un número entero a partir de 1.",
    status:
      "Ese estado no existe: elige Sonando, En pausa, Cerrado, Sin conexión o Silencio en horario.",
    establishment: "Ese establecimiento no existe.",
    tooLong: (max: number) => `Como máximo ${max} caracteres.`,
    unknownFilter:
      "Solo se puede filtrar por página, búsqueda, provincia, establecimiento y estado.",
  },
} as const;
