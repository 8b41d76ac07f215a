import type { NetworkStatus } from "../network/network-status";

/** "Estado de la red": every zone of a chain, as head office sees it (decision 041). */
export const networkCopy = {
  status: {
    playing: "Sonando",
    paused: "En pausa",
    closed: "Cerrado",
    offline: "Sin conexión",
    silent: "Silencio en horario",
  } satisfies Record<NetworkStatus, string>,
} as const;
