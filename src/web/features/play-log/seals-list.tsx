import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useState } from "react";
import { playLogSealsCopy } from "~/shared/copy/play-log-seals";
import { Alert } from "~/web/components/ui/alert";
import { Pager } from "~/web/components/ui/pager";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { sealsQueryOptions, sealTimestampUrl } from "./api";
import { CardSection } from "~/web/components/ui/card-section";

const copy = playLogSealsCopy.list;

const sealTimes = new Map<string, Intl.DateTimeFormat>();

/**
 * When a seal was made, on the establishment's clock. Made once per time zone, and only
 * once there is a seal to show: a formatter costs a slow phone tens of milliseconds.
 */
function sealTime(timeZone: string): Intl.DateTimeFormat {
  let format = sealTimes.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("es-ES", { dateStyle: "short", timeStyle: "short", timeZone });
    sealTimes.set(timeZone, format);
  }
  return format;
}

/**
 * "Sellos del registro" (decision 016): where the establishment's log stood each day and
 * at each certificate, with the time-stamp token to download where there is one.
 */
export function SealsList(props: { establishmentId: string; timeZone: string }) {
  const [page, setPage] = useState(1);
  const seals = useQuery(sealsQueryOptions(props.establishmentId, page));

  return (
    <CardSection
      headingId="play-log-seals"
      heading={copy.heading}
      lead={copy.lead}
      className="min-w-0 rounded-2xl p-5"
    >
      {seals.isError ? (
        <Alert tone="error" className="mt-4">
          {copy.loadError}
        </Alert>
      ) : !seals.data ? (
        <RowSkeletons count={3} label={copy.heading} />
      ) : seals.data.total === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{copy.empty}</p>
      ) : (
        <>
          <ul className="mt-4 divide-y divide-slate-100">
            {seals.data.seals.map((seal) => {
              const date = sealTime(props.timeZone).format(new Date(seal.sealedAt));
              return (
                <li key={seal.id} className="py-3 text-sm" data-testid="play-log-seal">
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span className="font-medium text-slate-900">
                      {date} · {playLogSealsCopy.reasons[seal.reason]}
                    </span>
                    {seal.timeStamped ? (
                      <a
                        href={sealTimestampUrl(props.establishmentId, seal.id)}
                        download
                        aria-label={copy.downloadLabel(date)}
                        className="inline-flex items-center gap-1 font-semibold text-brand-700 underline"
                      >
                        <Download className="size-4" aria-hidden />
                        {copy.download}
                      </a>
                    ) : (
                      <span className="text-slate-500">{copy.noTimestamp}</span>
                    )}
                  </div>
                  <p className="mt-1 text-slate-700">{copy.seq(seal.seq)}</p>
                  <p className="mt-1 font-mono text-xs break-all text-slate-500">
                    <span className="sr-only">{copy.hash}: </span>
                    {seal.hash}
                  </p>
                </li>
              );
            })}
          </ul>
          <div className="mt-2 flex justify-end">
            <Pager page={seals.data.page} pages={seals.data.pages} onPage={setPage} labels={copy} />
          </div>
        </>
      )}
    </CardSection>
  );
}
