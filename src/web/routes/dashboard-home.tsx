import { dashboardCopy } from "~/shared/copy/dashboard";
import { DashboardHome } from "~/web/features/dashboard/dashboard-home";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(dashboardCopy.home.title, dashboardCopy.home.lead);

export default DashboardHome;
