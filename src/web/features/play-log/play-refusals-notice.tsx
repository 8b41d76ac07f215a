import { useCallback, useSyncExternalStore } from "react";
import { playLogCopy } from "~/shared/copy/play-log";
import { Button } from "~/web/components/ui/button";
import {
  forgetRefusals,
  readRefusals,
  REFUSALS_KEY,
  subscribeRefusals,
  type PlayRefusal,
} from "./play-refusals";
import { spanishDateFormat } from "~/web/lib/spanish-date-format";

const copy = playLogCopy.refusals;

const day = spanishDateFormat({ day: "2-digit", month: "2-digit", year: "numeric" });
const time = spanishDateFormat({ hour: "2-digit", minute: "2-digit" });

let cached: { raw: string | null; refusals: PlayRefusal[] } = { raw: null, refusals: [] };

/** The stored refusals, the same array while the storage holds the same text. */
function snapshot(): PlayRefusal[] {
  const raw = localStorage.getItem(REFUSALS_KEY);
  if (raw !== cached.raw) cached = { raw, refusals: readRefusals(localStorage) };
  return cached.refusals;
}

function subscribe(listener: () => void) {
  window.addEventListener("storage", listener);
  const stop = subscribeRefusals(listener);
  return () => {
    window.removeEventListener("storage", listener);
    stop();
  };
}

const none: PlayRefusal[] = [];

/**
 * Plays of this device the server will never take (decision 017): the queue has dropped them,
 * so the listener learns it here, with the server's reason for each, until they say they
 * have read it.
 */
export function PlayRefusalsNotice() {
  const refusals = useSyncExternalStore(subscribe, snapshot, () => none);
  const dismiss = useCallback(() => forgetRefusals(localStorage), []);
  if (refusals.length === 0) return null;
  return (
    <section
      aria-labelledby="play-refusals-heading"
      data-testid="play-refusals"
      className="rounded-2xl bg-amber-50 p-4 text-amber-900 ring-1 ring-amber-200 sm:p-5"
    >
      <h2 id="play-refusals-heading" className="font-semibold">
        {copy.heading(refusals.length)}
      </h2>
      <p className="mt-1 text-sm">{copy.lead}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-sm wrap-break-word">
        {refusals.map((refusal) => {
          const started = new Date(refusal.startedAt);
          return (
            <li key={refusal.id}>
              {copy.item(
                day().format(started),
                time().format(started),
                refusal.message || copy.unknownReason,
              )}
            </li>
          );
        })}
      </ul>
      <Button type="button" variant="secondary" className="mt-3" onClick={dismiss}>
        {copy.dismiss}
      </Button>
    </section>
  );
}
