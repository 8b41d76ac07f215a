import { Outlet } from "react-router";
import { SiteLayout } from "~/web/features/site/site-layout";

export default function SiteLayoutRoute() {
  return (
    <SiteLayout>
      <Outlet />
    </SiteLayout>
  );
}
