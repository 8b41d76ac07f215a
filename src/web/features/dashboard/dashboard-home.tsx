import { useQuery } from "@tanstack/react-query";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { meQueryOptions } from "~/web/lib/session";
import { PageHeader } from "./page-header";

/** /dashboard: the welcome; the listening capabilities fill it. */
export function DashboardHome() {
  const { data } = useQuery(meQueryOptions());
  if (!data) return null;
  return (
    <PageHeader
      title={dashboardCopy.home.welcome(data.user.fullName)}
      lead={dashboardCopy.home.lead}
    />
  );
}
