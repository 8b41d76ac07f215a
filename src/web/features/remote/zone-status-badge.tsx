import { remoteCopy } from "~/shared/copy/remote";
import type { ZoneStatus } from "~/shared/remote/schema";
import { Badge } from "~/web/components/ui/badge";

const tones = {
  playing: "success",
  paused: "neutral",
  closed: "neutral",
  offline: "warning",
  "no-player": "warning",
} as const satisfies Record<ZoneStatus, string>;

/** "Sonando", "En pausa", "Cerrado", "Sin conexión", "Sin reproductor". */
export function ZoneStatusBadge({ status }: { status: ZoneStatus }) {
  return <Badge tone={tones[status]}>{remoteCopy.status[status]}</Badge>;
}
