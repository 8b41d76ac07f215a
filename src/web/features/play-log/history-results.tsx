import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { playLogCopy as copy } from "~/shared/copy/play-log";
import type { PlayHistoryQuery } from "~/shared/play-log/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { buttonClasses } from "~/web/components/ui/button-link";
import { Pager } from "~/web/components/ui/pager";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { errorMessage } from "~/web/lib/error-message";
import { pageCount } from "~/web/lib/use-paged-search";
import { playHistoryCsvUrl, playHistoryQueryOptions } from "./api";
import { DayTotals } from "./day-totals";
import { formatShortDay } from "./format";
import { PlaysTable } from "./plays-table";
import { WaitsList } from "./waits-list";

/**
 * One range's history: the CSV link, the day totals, a page of plays with the pager, and
 * the player's waits of the range — shown even without plays: a day the player only waited.
 */
export function HistoryResults(props: {
  query: PlayHistoryQuery;
  timeZone: string;
  onPage: (page: number) => void;
}) {
  const { query } = props;
  const history = useQuery(playHistoryQueryOptions(query));
  const { data } = history;
  const range = { establishmentId: query.establishmentId, from: query.from, to: query.to };

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-600">{copy.localTimeNote(props.timeZone)}</p>
        <a
          href={playHistoryCsvUrl(range)}
          download
          aria-label={copy.downloadLabel(formatShortDay(query.from), formatShortDay(query.to))}
          className={buttonClasses({ variant: "secondary" })}
        >
          <Download className="size-4" aria-hidden />
          {copy.download}
        </a>
      </div>

      {history.isError && !data ? (
        <Alert tone="error">
          <p>{errorMessage(history.error, { fallback: copy.errors.load })}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void history.refetch()}
          >
            {copy.errors.retry}
          </Button>
        </Alert>
      ) : !data ? (
        <RowSkeletons count={6} label={copy.loading} />
      ) : (
        <>
          {data.total === 0 ? (
            <p className="rounded-2xl bg-white px-4 py-10 text-center text-slate-500 shadow-sm ring-1 ring-slate-200">
              {copy.empty}
            </p>
          ) : (
            <>
              <DayTotals days={data.days} />
              <section
                aria-labelledby="history-plays"
                aria-busy={history.isPlaceholderData}
                className="min-w-0 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
              >
                <h2
                  id="history-plays"
                  className="px-5 pt-5 pb-3 text-lg font-semibold text-slate-900"
                >
                  {copy.playsHeading}
                </h2>
                <PlaysTable plays={data.plays} />
                <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 text-sm text-slate-600">
                  <span>{copy.count(data.total)}</span>
                  <Pager
                    page={data.page}
                    pages={pageCount(data)}
                    onPage={props.onPage}
                    labels={copy}
                  />
                </div>
              </section>
            </>
          )}
          {data.waits.total > 0 && <WaitsList waits={data.waits} />}
        </>
      )}
    </div>
  );
}
