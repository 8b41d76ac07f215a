import { ShieldAlert } from "lucide-react";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import type { PlayLogIntegrity } from "~/shared/play-log/seals-schema";

const copy = playLogSealsCopy.verification;

/**
 * "Registro alterado", as prominent as the status: the establishment's play log no longer
 * matches its seals (decision 016), so the page does not say what played. Nothing when
 * the log holds.
 */
export function PlayLogAlteredNotice({ playLog }: { playLog: PlayLogIntegrity }) {
  if (playLog !== "altered") return null;
  return (
    <div
      role="alert"
      data-testid="play-log-altered"
      className="mt-6 flex gap-3 rounded-2xl bg-red-50 p-4 text-red-900 ring-2 ring-red-300"
    >
      <ShieldAlert className="mt-0.5 size-6 flex-none text-red-700" aria-hidden />
      <div>
        <p className="text-lg font-bold">{copy.altered}</p>
        <p className="mt-1 text-sm">{copy.alteredHelp}</p>
      </div>
    </div>
  );
}
