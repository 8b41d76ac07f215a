import { WifiOff } from "lucide-react";
import { useEffect, useState } from "react";
import { formatHoursAndMinutes } from "~/shared/copy/hours-and-minutes";
import { offlineCopy } from "~/shared/copy/offline";
import { offlineSession } from "./offline-session";
import { offlineSecondsLeft } from "./time-left";
import { useOffline, useReserve } from "./use-offline";

/** The lease runs out by the clock, music or not: the time left is read again this often. */
const TICK_MS = 1_000;

/** Re-renders every `ms` while `on`. */
function useTicking(on: boolean, ms: number) {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!on) return;
    const timer = setInterval(() => setTick((tick) => tick + 1), ms);
    return () => clearInterval(timer);
  }, [on, ms]);
}

/**
 * A quiet word at the top of the dashboard while it cannot reach the server: the music
 * goes on from the device, for so long — counting down as it plays and as the lease runs;
 * or, once the lease ran out, what to do. `playedSeconds`: how far into the song playing.
 */
export function OfflineBanner({
  leaseEnded,
  playedSeconds,
}: {
  leaseEnded: boolean;
  playedSeconds: number;
}) {
  const offline = useOffline();
  const reserve = useReserve();
  useTicking(offline && !leaseEnded, TICK_MS);
  if (!offline && !leaseEnded) return null;
  const text = leaseEnded
    ? offlineCopy.banner.leaseEnded
    : offlineCopy.banner.playing(
        formatHoursAndMinutes(
          offlineSecondsLeft({
            readySeconds: reserve.readySeconds,
            playedSeconds,
            leaseSecondsLeft: offlineSession().leaseSecondsLeft(),
          }),
        ),
      );
  return (
    <p
      role="status"
      data-testid="offline-banner"
      className={`mb-4 flex items-center gap-2 rounded-xl px-4 py-2 text-sm ring-1 ${
        leaseEnded
          ? "bg-amber-50 text-amber-900 ring-amber-200"
          : "bg-slate-100 text-slate-700 ring-slate-200"
      }`}
    >
      <WifiOff className="size-4 flex-none" aria-hidden />
      {text}
    </p>
  );
}
