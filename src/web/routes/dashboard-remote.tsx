import { remoteCopy } from "~/shared/copy/remote";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { RemotePage } from "~/web/features/remote/remote-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(remoteCopy.title, remoteCopy.lead);

export default function RemoteRoute() {
  return (
    <DashboardSubpage title={remoteCopy.title} lead={remoteCopy.lead}>
      <RemotePage />
    </DashboardSubpage>
  );
}
