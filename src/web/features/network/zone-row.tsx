import { networkCopy as copy } from "~/shared/copy/network";
import { CardLabel } from "~/web/components/table-frame";
import type { NetworkZoneRow } from "./api";
import { NetworkStatusBadge } from "./network-status-badge";
import { sinceText } from "./since-text";

// Below xl a zone is a card — the zone and its establishment across, its status and what
// sounds under them, the device and the volume side by side, each with its name — so a
// phone never scrolls sideways; from xl on it is a row of the table under its headers.
const row = "grid grid-cols-2 gap-x-4 gap-y-3 border-t border-slate-100 p-4 xl:table-row xl:p-0";
const cell = "min-w-0 wrap-break-word xl:table-cell xl:p-3 xl:align-top";
const across = "col-span-2";

/** What the zone plays: the song while it sounds, the reserve left while it is cut off. */
function Sounding({ zone }: { zone: NetworkZoneRow }) {
  if (zone.track)
    return (
      <>
        <span className="block font-medium text-slate-900">{zone.track.title}</span>
        <span className="block text-slate-600">{zone.track.artist}</span>
      </>
    );
  if (zone.reserveLeftMinutes !== null)
    return <span className="text-amber-800">{copy.reserveLeft(zone.reserveLeftMinutes)}</span>;
  return <span className="text-slate-500">{copy.nothingPlays}</span>;
}

export function ZoneRow({ zone, now }: { zone: NetworkZoneRow; now: number }) {
  const since = sinceText(zone.since, now);
  return (
    <tr data-testid="network-zone" data-zone-id={zone.zoneId} className={row}>
      <td className={`${cell} ${across}`}>
        <span className="block font-semibold text-slate-900">{zone.zoneName}</span>
        <span className="block text-slate-600">
          {zone.tradingName} · {zone.city}
          {zone.city === zone.province ? "" : ` (${zone.province})`}
        </span>
      </td>
      <td className={`${cell} ${across}`}>
        <CardLabel>{copy.columns.status}</CardLabel>
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1 xl:block">
          <NetworkStatusBadge status={zone.status} />
          {since && <span className="text-xs text-slate-600 xl:mt-1 xl:block">{since}</span>}
        </span>
      </td>
      <td className={`${cell} ${across}`}>
        <CardLabel>{copy.columns.sounding}</CardLabel>
        <Sounding zone={zone} />
      </td>
      <td className={cell}>
        <CardLabel>{copy.columns.device}</CardLabel>
        {zone.deviceName ?? <span className="text-slate-500">{copy.noDevice}</span>}
      </td>
      <td className={`${cell} tabular-nums`}>
        <CardLabel>{copy.columns.volume}</CardLabel>
        {zone.volume === null ? copy.noVolume : copy.volume(zone.volume)}
      </td>
    </tr>
  );
}
