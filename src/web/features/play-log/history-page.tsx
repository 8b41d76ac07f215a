import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "react-router";
import { playLogCopy as copy } from "~/shared/copy/play-log";
import { playHistoryQuerySchema, type PlayExportQuery } from "~/shared/play-log/schema";
import { Alert } from "~/web/components/ui/alert";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { useToday } from "~/web/lib/use-today";
import { ownEstablishmentsQueryOptions } from "./api";
import { lastDays } from "./format";
import { HistoryFilters } from "./history-filters";
import { HistoryResults } from "./history-results";
import { PlayRefusalsNotice } from "./play-refusals-notice";
import { SealsList } from "./seals-list";

/** The range shown when none is asked for: the last week, today included. */
const DEFAULT_DAYS = 7;

/**
 * "Historial de reproducción": the plays of one of the user's establishments over a range
 * of its local days, of all its zones or one. The choice lives in the address
 * (?establishment, zona, from, to, page), so
 * a reload or a shared link shows the same page.
 */
export function HistoryPage(props: { preferredEstablishmentId: string | null }) {
  const establishments = useQuery(ownEstablishmentsQueryOptions());
  const today = useToday();
  const [params, setParams] = useSearchParams();

  if (establishments.isError) return <Alert tone="error">{copy.errors.establishments}</Alert>;
  if (!establishments.data || !today) return <RowSkeletons count={6} label={copy.loading} />;
  const list = establishments.data;
  const chosen =
    list.find((establishment) => establishment.id === params.get("establishment")) ??
    list.find((establishment) => establishment.id === props.preferredEstablishmentId) ??
    list[0];
  if (!chosen)
    return (
      <p className="rounded-2xl bg-white px-6 py-10 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
        {copy.noEstablishment}
      </p>
    );

  const week = lastDays(today, DEFAULT_DAYS);
  const asked = playHistoryQuerySchema.safeParse({
    establishmentId: chosen.id,
    from: params.get("from") ?? week.from,
    to: params.get("to") ?? week.to,
    page: params.get("page") ?? 1,
    // One zone's plays, when the establishment has several and one is asked for.
    ...(chosen.zones.some((zone) => zone.id === params.get("zona"))
      ? { zoneId: params.get("zona") }
      : {}),
  });
  // A hand-edited address with a range the server would refuse: back to the last week.
  const query = asked.success ? asked.data : { establishmentId: chosen.id, ...week, page: 1 };

  const show = (next: PlayExportQuery & { page?: number }) =>
    setParams({
      establishment: next.establishmentId,
      ...(next.zoneId ? { zona: next.zoneId } : {}),
      from: next.from,
      to: next.to,
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });

  return (
    <div className="space-y-6">
      <PlayRefusalsNotice />
      <HistoryFilters
        establishments={list}
        value={{
          establishmentId: query.establishmentId,
          zoneId: query.zoneId,
          from: query.from,
          to: query.to,
        }}
        onApply={show}
      />
      <HistoryResults
        query={query}
        timeZone={chosen.timeZone}
        onPage={(page) => show({ ...query, page })}
      />
      <SealsList key={chosen.id} establishmentId={chosen.id} timeZone={chosen.timeZone} />
    </div>
  );
}
