import { useQuery } from "@tanstack/react-query";
import { RadioTower } from "lucide-react";
import { useState } from "react";
import { teamCan } from "~/shared/accounts/team";
import { networkCopy as copy } from "~/shared/copy/network";
import { networkAlertsCopy } from "~/shared/copy/network-alerts";
import { paths } from "~/shared/paths";
import { EmptyStatePanel } from "~/web/components/empty-state-panel";
import { TableFrame } from "~/web/components/table-frame";
import { Alert } from "~/web/components/ui/alert";
import { ButtonLink } from "~/web/components/ui/button-link";
import { useNow } from "~/web/lib/use-now";
import { usePagedSearch } from "~/web/lib/use-paged-search";
import { meQueryOptions } from "~/web/lib/session";
import { AlertSettingsDialog } from "./alert-settings-dialog";
import { networkZonesQueryOptions } from "./api";
import { NetworkAlerts } from "./network-alerts";
import { NetworkFilters, type ChosenFilters } from "./network-filters";
import { ZoneRow } from "./zone-row";

const columns = [
  { label: copy.columns.zone, className: "p-3 xl:w-[26%]" },
  { label: copy.columns.status, className: "p-3 xl:w-[18%]" },
  { label: copy.columns.sounding, className: "p-3 xl:w-[26%]" },
  { label: copy.columns.device, className: "p-3 xl:w-[20%]" },
  { label: copy.columns.volume, className: "p-3 xl:w-[10%]" },
];

const texts = {
  search: copy.filters.search,
  searchLabel: copy.filters.searchLabel,
  count: copy.count,
  empty: copy.empty,
  previous: copy.previous,
  next: copy.next,
  page: copy.page,
};

/**
 * /dashboard/red, "Estado de la red" (decision 041): every zone the person may see, a page
 * of 50 at a time, searched and filtered by the server, read again whenever a zone of the
 * owner's changes status (the network topic of /api/events).
 */
export function NetworkPage() {
  const paged = usePagedSearch();
  const [chosen, setChosen] = useState<ChosenFilters>({
    status: "",
    province: "",
    establishmentId: "",
  });
  const { data, isError } = useQuery(networkZonesQueryOptions({ ...paged.query, ...chosen }));
  const { data: me } = useQuery(meQueryOptions());
  const [configuring, setConfiguring] = useState(false);
  const [saved, setSaved] = useState(false);
  // "desde las 15:02" turns into "desde ayer" at midnight without a refetch.
  const now = useNow(60_000);

  // No province at all: no establishment, so no zone to show yet.
  if (data && data.provinces.length === 0)
    return (
      <EmptyStatePanel
        icon={RadioTower}
        title={copy.noZones.title}
        text={copy.noZones.text}
        padding="py-12"
      >
        <ButtonLink to={paths.dashboard.establishments}>{copy.noZones.action}</ButtonLink>
      </EmptyStatePanel>
    );

  return (
    <div className="space-y-4">
      {saved && <Alert tone="success">{networkAlertsCopy.settings.saved}</Alert>}
      <NetworkAlerts
        now={now}
        onConfigure={
          teamCan(me?.team.teamRole, "network:alerts")
            ? () => {
                setSaved(false);
                setConfiguring(true);
              }
            : undefined
        }
      />
      <AlertSettingsDialog
        open={configuring}
        onClose={(done) => {
          setConfiguring(false);
          setSaved(done);
        }}
      />
      {isError && <Alert tone="error">{copy.loadError}</Alert>}
      <TableFrame
        texts={texts}
        paged={paged}
        result={data && { ...data, items: data.zones }}
        columns={columns}
        fixed
        toolbar={
          <NetworkFilters
            answer={data}
            chosen={chosen}
            onChange={(next) => {
              setChosen(next);
              paged.setPage(1);
            }}
          />
        }
      >
        {data ? (
          data.zones.map((zone) => <ZoneRow key={zone.zoneId} zone={zone} now={now} />)
        ) : (
          <tr className="block xl:table-row">
            <td colSpan={columns.length} className="block p-6 text-slate-500 xl:table-cell">
              {copy.loading}
            </td>
          </tr>
        )}
      </TableFrame>
    </div>
  );
}
