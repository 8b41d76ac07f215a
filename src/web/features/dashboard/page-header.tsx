import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { paths } from "~/shared/paths";

export function PageHeader(props: {
  title: string;
  lead?: ReactNode;
  back?: boolean;
  actions?: ReactNode;
}) {
  return (
    <div className="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        {props.back && (
          <Link
            to={paths.dashboard.root}
            className="mb-3 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
          >
            <ArrowLeft className="size-4" aria-hidden />
            {dashboardCopy.back}
          </Link>
        )}
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
