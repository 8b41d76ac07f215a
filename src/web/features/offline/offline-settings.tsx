import { useEffect, useState } from "react";
import { offlineCopy } from "~/shared/copy/offline";
import { formatHoursAndMinutes } from "~/shared/copy/hours-and-minutes";
import { formatBytes } from "./format";
import { offlineSession } from "./offline-session";
import { useReserve } from "./use-offline";

const copy = offlineCopy.settings;

/** What the browser says of its storage for this site, when it says. */
function useStorageEstimate(changes: unknown) {
  const [estimate, setEstimate] = useState<{ used: number; available: number } | null>(null);
  useEffect(() => {
    let current = true;
    void navigator.storage
      ?.estimate?.()
      .then(({ usage, quota }) => {
        if (current && usage !== undefined && quota !== undefined)
          setEstimate({ used: usage, available: Math.max(0, quota - usage) });
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [changes]);
  return estimate;
}

/**
 * "Música sin conexión": how much of the coming music is on this device, the space it
 * takes and what is left, and the switch that turns the reserve off (and empties it).
 */
export function OfflineSettings() {
  const reserve = useReserve();
  const estimate = useStorageEstimate(reserve.readySeconds);
  const share =
    reserve.targetSeconds > 0 ? Math.min(1, reserve.readySeconds / reserve.targetSeconds) : 0;
  return (
    <section
      aria-labelledby="offline-settings-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 grow basis-64">
          <h2 id="offline-settings-heading" className="text-lg font-semibold text-slate-900">
            {copy.heading}
          </h2>
          <p className="mt-1 text-sm text-slate-600">{copy.lead}</p>
        </div>
        <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
          <input
            type="checkbox"
            role="switch"
            checked={reserve.enabled}
            onChange={(event) => offlineSession().reserve.setEnabled(event.target.checked)}
            className="peer sr-only"
          />
          <span
            aria-hidden
            className="relative inline-flex h-6 w-11 flex-none rounded-full bg-slate-300 transition-colors peer-checked:bg-brand-600 peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500 peer-focus-visible:ring-offset-2 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
          />
          {copy.toggle}
        </label>
      </div>

      {reserve.enabled ? (
        <div className="mt-4 space-y-2">
          {reserve.targetSeconds > 0 && (reserve.readySeconds > 0 || reserve.filling) ? (
            <>
              <p className="text-sm font-medium text-slate-800" data-testid="offline-ready">
                {copy.ready(
                  formatHoursAndMinutes(reserve.readySeconds),
                  formatHoursAndMinutes(reserve.targetSeconds),
                )}
              </p>
              <div
                role="meter"
                aria-label={copy.readyLabel}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.round(share * 100)}
                className="h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div className="h-full bg-brand-600" style={{ width: `${share * 100}%` }} />
              </div>
              {reserve.filling && <p className="text-sm text-slate-600">{copy.filling}</p>}
            </>
          ) : (
            <p className="text-sm text-slate-600">{copy.nothingToKeep}</p>
          )}
          <p className="text-sm text-slate-600" data-testid="offline-space">
            {estimate
              ? copy.space(formatBytes(estimate.used), formatBytes(estimate.available))
              : copy.spaceUnknown}
          </p>
        </div>
      ) : (
        <p className="mt-4 text-sm text-slate-600">{copy.off}</p>
      )}
    </section>
  );
}
