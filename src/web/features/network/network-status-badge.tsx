import { networkCopy } from "~/shared/copy/network";
import type { NetworkStatus } from "~/shared/network/network-status";
import { Badge, type BadgeTone } from "~/web/components/ui/badge";

/** Silence in opening hours is what head office must act on: red, never only by colour. */
export const statusTones = {
  playing: "success",
  paused: "brand",
  closed: "neutral",
  offline: "warning",
  silent: "danger",
} as const satisfies Record<NetworkStatus, BadgeTone>;

/** "Sonando", "En pausa", "Cerrado", "Sin conexión", "Silencio en horario": the words carry it. */
export function NetworkStatusBadge({ status }: { status: NetworkStatus }) {
  return (
    <Badge tone={statusTones[status]} wrap>
      {networkCopy.status[status]}
    </Badge>
  );
}
