import { ShieldAlert } from "lucide-react";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import type { PlayLogIntegrity } from "~/shared/play-log/seals-schema";
import { ProofNotice } from "./proof-page";

const copy = playLogSealsCopy.verification;

/**
 * "Registro alterado", as prominent as the status: the establishment's play log no longer
 * matches its seals (decision 016), so the page does not say what played. Nothing when
 * the log holds.
 */
export function PlayLogAlteredNotice({ playLog }: { playLog: PlayLogIntegrity }) {
  if (playLog !== "altered") return null;
  return (
    <ProofNotice tone="danger" icon={ShieldAlert} testId="play-log-altered">
      <p className="text-lg font-bold">{copy.altered}</p>
      <p className="mt-1 text-sm">{copy.alteredHelp}</p>
    </ProofNotice>
  );
}
