import { playLogCopy } from "~/shared/copy/play-log";
import type { PlayerWaitList } from "~/shared/play-log/waits-schema";
import { formatShortDay } from "./format";
import { waitSpan } from "./wait-span";
import { CardSection } from "~/web/components/ui/card-section";

const copy = playLogCopy.waits;

/**
 * "Esperas del reproductor" (decision 021): when the player waited for someone to tap
 * before the music could start, newest first, so a gap in the plays reads as a wait.
 */
export function WaitsList({ waits }: { waits: PlayerWaitList }) {
  return (
    <CardSection
      headingId="history-waits"
      heading={copy.heading}
      lead={copy.lead}
      className="rounded-2xl p-5"
    >
      <ul className="mt-3 divide-y divide-slate-100 text-sm text-slate-700">
        {waits.waits.map((wait) => (
          <li
            key={wait.id}
            data-testid="history-wait"
            className="flex flex-col gap-1 py-3 sm:flex-row sm:items-baseline sm:gap-4"
          >
            <span className="tabular-nums sm:w-64 sm:shrink-0">
              <span className="font-medium text-slate-900">{waitSpan(wait)}</span>{" "}
              <span className="text-xs text-slate-500">{formatShortDay(wait.localDate)}</span>
              {wait.recording === "late" && (
                <span className="block text-xs text-amber-800">
                  {playLogCopy.lateNote(wait.localReceivedDate, wait.localReceivedTime)}
                </span>
              )}
            </span>
            <span className="min-w-0 wrap-break-word">{copy.reasons[wait.reason]}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 border-t border-slate-100 pt-3 text-sm text-slate-600">
        {waits.total > waits.waits.length
          ? copy.more(waits.waits.length, waits.total)
          : copy.count(waits.total)}
      </p>
    </CardSection>
  );
}
