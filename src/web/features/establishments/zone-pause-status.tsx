import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import { Button } from "~/web/components/ui/button";
import type { ZonePauses } from "./use-zone-pauses";

const copy = seasonalPausesCopy;

/**
 * A zone's pause on its row: "En pausa de temporada hasta el 15 de marzo" while it runs,
 * the dates while it is to come, and — for whoever may — "Reanudar ahora" or "Cancelar
 * pausa".
 */
export function ZonePauseStatus(props: { pauses: ZonePauses; zoneId: string }) {
  const { pauses } = props;
  const pause = pauses.of(props.zoneId);
  if (!pause) return null;
  return (
    <div
      role="status"
      className="flex w-full flex-wrap items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
    >
      <span className="min-w-0 flex-1 break-words">
        {pause.active
          ? copy.pausedUntil(pause.to, new Date().getFullYear())
          : copy.scheduled(pause.from, pause.to)}
      </span>
      {pauses.canPause && (
        <Button
          variant="secondary"
          size="sm"
          disabled={pauses.pending}
          onClick={() => pauses.end(pause)}
        >
          {pause.active ? copy.resumeNow : copy.cancelPause}
        </Button>
      )}
    </div>
  );
}
