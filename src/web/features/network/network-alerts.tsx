import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { networkCopy } from "~/shared/copy/network";
import { networkAlertsCopy } from "~/shared/copy/network-alerts";
import type { NetworkAlert } from "~/shared/network/alerts-schema";
import { CardSection } from "~/web/components/ui/card-section";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Pager } from "~/web/components/ui/pager";
import { networkAlertsQueryOptions } from "./alerts-api";
import { NetworkStatusBadge } from "./network-status-badge";
import { sinceText } from "./since-text";

const copy = networkAlertsCopy.panel;
/** Shown before "Ver todos los avisos": every open episode, and this many that ended. */
const ENDED_AT_FIRST = 3;

function AlertLine({ alert, now }: { alert: NetworkAlert; now: number }) {
  const ended = alert.recoveredAt
    ? (Date.parse(alert.recoveredAt) - Date.parse(alert.startedAt)) / 1000
    : null;
  return (
    <li
      data-testid="network-alert"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 py-3 first:border-t-0"
    >
      <NetworkStatusBadge status={alert.kind} />
      <span className="min-w-0 font-medium wrap-break-word text-slate-900">
        {networkAlertsCopy.email.zone(alert.tradingName, alert.zoneName)}
      </span>
      <span className="text-sm text-slate-600">{sinceText(alert.startedAt, now)}</span>
      <span
        className={`text-sm sm:ml-auto ${ended === null ? "font-semibold text-red-800" : "text-slate-600"}`}
      >
        {ended === null ? copy.open : copy.ended(ended)}
      </span>
    </li>
  );
}

/**
 * The "Avisos" card of "Estado de la red" (decision 041): each zone's episodes of silence
 * in its opening hours or of lost connection, open ones first, read again when the
 * minute's check opens or ends one. The owner opens the settings from here.
 */
export function NetworkAlerts(props: { now: number; onConfigure?: () => void }) {
  const [page, setPage] = useState(1);
  const [all, setAll] = useState(false);
  const { data, isError } = useQuery(networkAlertsQueryOptions(page));
  const shown = data && !all ? data.alerts.slice(0, data.open + ENDED_AT_FIRST) : data?.alerts;
  const more = data && !all && (data.pageCount > 1 || data.alerts.length > (shown?.length ?? 0));

  return (
    <CardSection
      headingId="network-alerts-heading"
      heading={copy.heading}
      className="space-y-3 rounded-2xl p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          {data ? copy.openCount(data.open) : copy.loading}
        </p>
        {props.onConfigure && (
          <Button variant="secondary" size="sm" onClick={props.onConfigure}>
            {copy.configure}
          </Button>
        )}
      </div>
      {isError && <Alert tone="error">{copy.loadError}</Alert>}
      {data && data.alerts.length === 0 && <p className="text-sm text-slate-600">{copy.none}</p>}
      {shown && shown.length > 0 && (
        <ul>
          {shown.map((alert) => (
            <AlertLine key={alert.id} alert={alert} now={props.now} />
          ))}
        </ul>
      )}
      {more && (
        <Button variant="ghost" size="sm" onClick={() => setAll(true)}>
          {copy.showAll}
        </Button>
      )}
      {all && data && (
        <div className="flex flex-wrap items-center gap-3">
          <Pager
            page={page}
            pages={data.pageCount}
            onPage={setPage}
            labels={{
              previous: networkCopy.previous,
              next: networkCopy.next,
              page: networkCopy.page,
            }}
          />
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setAll(false);
              setPage(1);
            }}
          >
            {copy.showFewer}
          </Button>
        </div>
      )}
    </CardSection>
  );
}
