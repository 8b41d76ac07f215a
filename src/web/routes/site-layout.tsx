import { Outlet } from "react-router";
import { SiteLayout } from "~/web/features/site/site-layout";
import { staticPageHandle } from "~/web/lib/static-page";

// Prerendered public pages ship as plain HTML with one inline script (decision 012).
export const handle = staticPageHandle;

export default function SiteLayoutRoute() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
