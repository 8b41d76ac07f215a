import type { ReactNode } from "react";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { paths } from "~/shared/paths";
import { BackLink } from "~/web/components/back-link";

export function PageHeader(props: {
  title: string;
  lead?: ReactNode;
  back?: boolean;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {props.back && <BackLink to={paths.dashboard.root} label={dashboardCopy.back} />}
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{props.title}</h1>
        {props.lead && <p className="mt-1 text-slate-600">{props.lead}</p>}
      </div>
      {props.actions}
    </div>
  );
}

/** A page below the dashboard: its header with the way back, then what the page shows. */
export function DashboardSubpage(props: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <>
      <PageHeader title={props.title} lead={props.lead} back />
      {props.children}
    </>
  );
}
