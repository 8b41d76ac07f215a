import { playLogCopy as copy } from "~/shared/copy/play-log";
import type { PlayHistoryDay } from "~/shared/play-log/schema";
import { formatDay, formatDuration } from "./format";
import { CardSection } from "~/web/components/ui/card-section";

const columns = [
  { key: "date", className: "py-2 pr-3" },
  { key: "plays", className: "py-2 pr-3 text-right" },
  { key: "time", className: "py-2 pr-3 text-right" },
  { key: "messages", className: "py-2 text-right" },
] as const;

/**
 * "Totales por día": each day of the range with plays, newest first — its music, and its
 * own messages apart (they are not songs played). A list on a phone
 * (three columns do not fit beside a long date), a table from sm on.
 */
export function DayTotals({ days }: { days: PlayHistoryDay[] }) {
  return (
    <CardSection headingId="history-days" heading={copy.daysHeading} className="rounded-2xl p-5">
      <ul className="mt-3 divide-y divide-slate-100 text-sm text-slate-700 sm:hidden">
        {days.map((day) => (
          <li key={day.localDate} data-testid="history-day" className="py-2">
            <span className="block font-medium text-slate-900">{formatDay(day.localDate)}</span>
            <span className="tabular-nums">
              {copy.playsOfDay(day.plays)} · {formatDuration(day.seconds)}
              {day.messages > 0 && ` · ${copy.messagesOfDay(day.messages)}`}
            </span>
          </li>
        ))}
      </ul>
      <table className="mt-3 hidden w-full text-left text-sm text-slate-700 sm:table">
        <thead className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {columns.map(({ key, className }) => (
              <th key={key} scope="col" className={className}>
                {copy.daysColumns[key]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.localDate} data-testid="history-day" className="border-t border-slate-100">
              <th scope="row" className="py-2 pr-3 font-medium whitespace-nowrap text-slate-900">
                {formatDay(day.localDate)}
              </th>
              <td className="py-2 pr-3 text-right tabular-nums">{day.plays}</td>
              <td className="py-2 pr-3 text-right tabular-nums">{formatDuration(day.seconds)}</td>
              <td className="py-2 text-right tabular-nums">{day.messages}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </CardSection>
  );
}
