import { X } from "lucide-react";
import { useEffect } from "react";
import { offlineCopy } from "~/shared/copy/offline";
import { playerCopy } from "~/shared/copy/player";
import { usePlayer } from "./use-player";

const copy = playerCopy.notices;
const SHOWN_FOR_MS = 6000;

/** The player's short word (a skipped song), above the bar, gone after a few seconds. */
export function PlayerNotice() {
  const { state, engine } = usePlayer();
  const notice = state.notice;
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => engine.dismissNotice(notice.id), SHOWN_FOR_MS);
    return () => clearTimeout(timer);
  }, [notice, engine]);
  return (
    // A live region that is always there, so what appears in it is announced.
    <div aria-live="polite" className="pointer-events-none absolute inset-x-4 bottom-full mb-2">
      {notice && (
        <p className="pointer-events-auto mx-auto flex max-w-xl items-start gap-3 rounded-xl bg-slate-900 px-4 py-3 text-sm text-white shadow-lg">
          <span className="flex-1">
            {notice.kind === "skipped"
              ? copy.skipped(notice.title)
              : notice.kind === "offlineEmpty"
                ? offlineCopy.empty
                : copy.unplayable}
          </span>
          <button
            type="button"
            aria-label={copy.dismiss}
            onClick={() => engine.dismissNotice(notice.id)}
            className="-m-1 inline-flex size-6 flex-none items-center justify-center rounded-md text-slate-300 hover:text-white"
          >
            <X className="size-4" aria-hidden />
          </button>
        </p>
      )}
    </div>
  );
}
