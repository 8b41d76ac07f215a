import { messagesCopy } from "~/shared/copy/messages";
import { playLogCopy as copy } from "~/shared/copy/play-log";
import type { PlayHistoryEntry } from "~/shared/play-log/schema";
import { Badge } from "~/web/components/ui/badge";
import { formatDuration, formatShortDay } from "./format";

const columns = Object.values(copy.columns);

// Below md each play is a card (time, title and artist across, then time heard, ending
// and how it sounded side by side under their names, then the device), so a phone never
// scrolls sideways; from md on, a row of the table.
const row = "grid grid-cols-3 gap-x-4 gap-y-2 border-t border-slate-100 p-4 md:table-row md:p-0";
const cell = "min-w-0 wrap-break-word md:table-cell md:px-3 md:py-2.5 md:align-middle";

/** The column's name above a value on the card; the table's header says it in the table. */
function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden className="block text-xs font-medium text-slate-500 md:hidden">
      {children}
    </span>
  );
}

/** The plays of one page, newest first, at the establishment's local time. */
export function PlaysTable({ plays }: { plays: PlayHistoryEntry[] }) {
  // The zone of each play is said when the page lists more than one zone's.
  const showZones = new Set(plays.map((play) => play.zoneId)).size > 1;
  return <PlaysRows plays={plays} showZones={showZones} />;
}

function PlaysRows({ plays, showZones }: { plays: PlayHistoryEntry[]; showZones: boolean }) {
  return (
    <table className="block w-full text-left text-sm text-slate-700 md:table">
      <thead className="sr-only text-xs font-semibold tracking-wide text-slate-500 uppercase md:not-sr-only md:bg-slate-50">
        <tr>
          {columns.map((label) => (
            <th key={label} scope="col" className="px-3 py-2.5 whitespace-nowrap">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="block md:table-row-group">
        {plays.map((play) => (
          <tr key={play.id} data-testid="history-play" className={row}>
            <td className={`${cell} col-span-3 tabular-nums md:whitespace-nowrap`}>
              <span className="font-medium text-slate-900">
                {copy.timeRange(play.localTime, play.localEndTime)}
              </span>{" "}
              <span className="text-xs text-slate-500">{formatShortDay(play.localDate)}</span>
              {showZones && (
                <span data-testid="history-zone" className="block text-xs text-brand-700">
                  {copy.zoneNote(play.zoneName)}
                </span>
              )}
              {play.recording === "late" && (
                <span
                  data-testid="history-late"
                  className="block text-xs whitespace-normal text-amber-800"
                >
                  {copy.lateNote(play.localReceivedDate, play.localReceivedTime)}
                </span>
              )}
            </td>
            {play.kind === "message" ? (
              // Never dressed as a song: the title and artist columns say it is a message.
              <td
                colSpan={2}
                data-testid="history-message"
                className={`${cell} col-span-3 font-medium text-brand-700 md:font-normal`}
              >
                {messagesCopy.ownMessage(play.title)}
              </td>
            ) : (
              <>
                <td className={`${cell} col-span-3 font-medium text-slate-900 md:font-normal`}>
                  <CardLabel>{copy.columns.title}</CardLabel>
                  {play.title}
                </td>
                <td className={`${cell} col-span-3`}>
                  <CardLabel>{copy.columns.artist}</CardLabel>
                  {play.artist}
                </td>
              </>
            )}
            <td className={`${cell} tabular-nums`}>
              <CardLabel>{copy.columns.seconds}</CardLabel>
              {formatDuration(play.secondsHeard)}
            </td>
            <td className={cell}>
              <CardLabel>{copy.columns.ending}</CardLabel>
              <Badge tone={play.ending === "ended" ? "success" : "neutral"} wrap>
                {copy.endings[play.ending]}
              </Badge>
            </td>
            <td className={cell}>
              <CardLabel>{copy.columns.origin}</CardLabel>
              {copy.origins[play.origin]}
            </td>
            <td className={`${cell} col-span-3 md:col-span-1`}>
              <CardLabel>{copy.columns.device}</CardLabel>
              <span data-testid="history-device">{play.deviceName}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
