import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import { paths } from "~/shared/paths";
import { Alert } from "~/web/components/ui/alert";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import { meQueryOptions } from "~/web/lib/session";
import { useToday } from "~/web/lib/use-today";
import { establishmentsQueryOptions, inspectionFileQueryOptions } from "./api";
import { FilesList } from "./files-list";
import { RequestFileForm } from "./request-form";

const copy = inspectionFilesCopy.section;

/**
 * What became of the file just asked for: being prepared (the e-mail will say when it is
 * ready), then ready. Its query is the list row's, so both follow one poll.
 */
function RequestedNotice({ id }: { id: string }) {
  const file = useQuery(inspectionFileQueryOptions(id));
  if (file.data?.status === "failed") return <Alert tone="error">{copy.status.failed}</Alert>;
  const ready = file.data?.status === "ready";
  return (
    <Alert tone="success">
      <span data-testid="requested-notice">{ready ? copy.readyNotice : copy.queuedNotice}</span>
    </Alert>
  );
}

/**
 * "Expedientes de inspección": ask for a file of one of the establishments the person
 * works in, and follow the files asked for — drawn in the background, then downloaded
 * and checked online (decision 040).
 */
export function InspectionFilesPage(props: { preferredEstablishmentId: string | null }) {
  const establishments = useQuery(establishmentsQueryOptions());
  const me = useQuery(meQueryOptions());
  const today = useToday();
  const [requested, setRequested] = useState<string | null>(null);
  const [page, setPage] = useState(1);

  const list = establishments.data ?? [];
  const start =
    list.find((establishment) => establishment.id === props.preferredEstablishmentId) ?? list[0];
  const waiting = !establishments.data || !me.data || !today;

  return (
    <div className="max-w-4xl space-y-6">
      {establishments.isError ? (
        <Alert tone="error">{copy.loadError}</Alert>
      ) : waiting ? (
        <RowSkeletons count={4} label={copy.loading} />
      ) : !start ? (
        <p className="rounded-2xl bg-white px-6 py-8 text-slate-600 shadow-sm ring-1 ring-slate-200">
          {copy.form.noEstablishment}{" "}
          <Link
            to={paths.dashboard.establishments}
            className="font-semibold text-brand-700 underline"
          >
            {copy.form.addEstablishment}
          </Link>
        </p>
      ) : (
        <RequestFileForm
          establishments={list}
          start={start}
          today={today}
          owner={me.data.team.teamRole === "owner"}
          onRequested={(file) => {
            setRequested(file.id);
            setPage(1);
          }}
        />
      )}
      {requested && <RequestedNotice id={requested} />}
      <FilesList page={page} onPage={setPage} />
    </div>
  );
}
