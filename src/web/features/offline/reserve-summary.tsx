import { HardDriveDownload } from "lucide-react";
import { Link } from "react-router";
import { formatHoursAndMinutes } from "~/shared/copy/hours-and-minutes";
import { offlineCopy } from "~/shared/copy/offline";
import { paths } from "~/shared/paths";
import { useReserve } from "./use-offline";

const copy = offlineCopy.home;

/**
 * The dashboard home's line on this device's offline reserve: how much music is kept here
 * for when the connection goes ("Música sin conexión: 7 h 40 min listas"), with the way to
 * its settings on the player page.
 */
export function ReserveSummary() {
  const reserve = useReserve();
  const text = !reserve.enabled
    ? copy.off
    : reserve.readySeconds > 0
      ? copy.ready(formatHoursAndMinutes(reserve.readySeconds))
      : copy.nothing;
  return (
    <p className="flex items-start gap-3 text-sm text-slate-700">
      <HardDriveDownload className="mt-0.5 size-5 flex-none text-brand-700" aria-hidden />
      <span className="min-w-0 flex-1" data-testid="home-offline-reserve">
        {text}
      </span>
      <Link
        to={paths.dashboard.player}
        aria-label={copy.settingsLabel}
        className="flex-none font-semibold text-brand-700 underline"
      >
        {copy.settings}
      </Link>
    </p>
  );
}
