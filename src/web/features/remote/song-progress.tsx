import { remoteCopy } from "~/shared/copy/remote";
import type { ZoneState } from "~/shared/remote/schema";
import { clockText, progressOf } from "./zone-view";

/** The song's progress, moving while it plays (the list re-renders every second). */
export function SongProgress({
  state,
  now,
  zone,
}: {
  state: ZoneState | null;
  now: number;
  zone: string;
}) {
  const progress = progressOf(state, now);
  if (!progress) return null;
  const text = remoteCopy.elapsed(clockText(progress.elapsed), clockText(progress.duration));
  return (
    <div className="space-y-1">
      <div
        role="progressbar"
        aria-label={remoteCopy.progress(zone)}
        aria-valuemin={0}
        aria-valuemax={Math.round(progress.duration)}
        aria-valuenow={Math.round(progress.elapsed)}
        aria-valuetext={text}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600"
          style={{ width: `${(progress.fraction * 100).toFixed(2)}%` }}
        />
      </div>
      <p className="text-xs text-slate-600 tabular-nums">{text}</p>
    </div>
  );
}
