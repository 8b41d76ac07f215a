import { Pause, Play, SkipForward } from "lucide-react";
import { remoteCopy } from "~/shared/copy/remote";
import type { LiveZone } from "~/shared/remote/schema";
import { Button } from "~/web/components/ui/button";
import { BlockSongButton } from "./block-song-button";
import { commandText } from "./command-text";
import { MessageNowForm } from "./message-now-form";
import { OverrideForm } from "./override-form";
import { RoundButton } from "./round-button";
import { SongProgress } from "./song-progress";
import { useZoneCommand } from "./use-zone-command";
import { VolumeControl } from "./volume-control";
import { ZoneStatusBadge } from "./zone-status-badge";
import { isManualChoice, obeys, statusNotice } from "./zone-view";

/**
 * One zone on "Mando": what it plays and why, and its controls. A zone nobody plays, or
 * whose player is cut off, says so and offers nothing it could not do.
 */
export function ZoneCard({
  zone,
  label,
  now,
  choosesMusic,
  blocks,
}: {
  zone: LiveZone;
  label: string;
  now: number;
  /** The person may change the music (a list until a time): not a team's employee. */
  choosesMusic: boolean;
  /** Whether the person may block the song here, and in every zone too (decision 045). */
  blocks: "here" | "anywhere" | null;
}) {
  const { run, phase } = useZoneCommand(zone.zoneId);
  const { state, status } = zone;
  const notice = statusNotice(status);
  const off = !obeys(status);
  const track = state?.track ?? null;
  const said = commandText(phase);
  const headingId = `zone-${zone.zoneId}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <header className="flex items-start justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold wrap-anywhere text-slate-900">
          {label}
        </h3>
        <ZoneStatusBadge status={status} />
      </header>
      {notice && <p className="text-sm font-medium text-slate-700">{notice}</p>}
      <div className="min-w-0 space-y-2">
        {track && !off ? (
          <>
            <p className="font-semibold wrap-anywhere text-slate-900">{track.title}</p>
            <p className="text-sm wrap-anywhere text-slate-600">{track.artist}</p>
          </>
        ) : (
          <p className="text-slate-600">{remoteCopy.nothing}</p>
        )}
        {state && !off && state.reason && (
          <p className="text-sm wrap-anywhere text-brand-800">{state.reason}</p>
        )}
        {!off && <SongProgress state={state} now={now} zone={label} />}
      </div>
      {/* What the latest command came to sits beside the buttons: no line kept empty for it. */}
      <div className="flex items-center gap-3">
        {state?.playing && !off ? (
          <RoundButton aria-label={remoteCopy.pause(label)} onClick={() => run({ kind: "pause" })}>
            <Pause className="size-5" aria-hidden />
          </RoundButton>
        ) : (
          <RoundButton
            aria-label={remoteCopy.play(label)}
            disabled={off}
            onClick={() => run({ kind: "play" })}
          >
            <Play className="size-5 translate-x-px" aria-hidden />
          </RoundButton>
        )}
        <RoundButton
          tone="plain"
          aria-label={remoteCopy.next(label)}
          disabled={off}
          onClick={() => run({ kind: "next" })}
        >
          <SkipForward className="size-5" aria-hidden />
        </RoundButton>
        <p
          role="status"
          className={`min-w-0 flex-1 text-sm ${said?.tone === "error" ? "text-red-700" : "text-slate-600"}`}
        >
          {said?.text}
        </p>
      </div>
      <VolumeControl
        zone={label}
        volume={off ? null : (state?.volume ?? null)}
        disabled={off}
        settled={phase.kind !== "sending"}
        onChange={(value) => run({ kind: "volume", value })}
      />
      {(blocks || choosesMusic) && (
        <div className="flex flex-wrap gap-2">
          {blocks && (
            <BlockSongButton
              zone={label}
              title={track?.title ?? ""}
              disabled={off || !track}
              offersEverywhere={blocks === "anywhere"}
              onBlock={(everywhere) =>
                track && run({ kind: "block", songId: track.id, everywhere })
              }
            />
          )}
          {choosesMusic && isManualChoice(state) && (
            <Button
              variant="ghost"
              className="min-h-11"
              disabled={off}
              aria-label={remoteCopy.override.back(label)}
              onClick={() => run({ kind: "end-override" })}
            >
              {remoteCopy.override.backLabel}
            </Button>
          )}
        </div>
      )}
      {choosesMusic && (
        <>
          <OverrideForm
            zone={label}
            establishmentId={zone.establishmentId}
            chosen={zone.chosen?.source ?? null}
            disabled={off}
            onSend={run}
          />
          <MessageNowForm zone={label} disabled={off} onSend={run} />
        </>
      )}
    </article>
  );
}
