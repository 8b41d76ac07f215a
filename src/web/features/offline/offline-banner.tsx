import { WifiOff } from "lucide-react";
import { offlineCopy } from "~/shared/copy/offline";
import { formatHours } from "./format";
import { useOffline, useReserve } from "./use-offline";

/**
 * A quiet word at the top of the dashboard while it cannot reach the server: the music
 * goes on from the device, for so many hours; or, once the lease ran out, what to do.
 */
export function OfflineBanner({ leaseEnded }: { leaseEnded: boolean }) {
  const offline = useOffline();
  const reserve = useReserve();
  if (!offline && !leaseEnded) return null;
  const text = leaseEnded
    ? offlineCopy.banner.leaseEnded
    : offlineCopy.banner.playing(formatHours(reserve.readySeconds));
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
