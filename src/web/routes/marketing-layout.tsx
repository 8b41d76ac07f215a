import { Outlet } from "react-router";
import { MarketingLayout } from "~/web/features/site/marketing-layout";

export default function MarketingLayoutRoute() {
  return (
    <MarketingLayout>
      <Outlet />
    </MarketingLayout>
  );
}
