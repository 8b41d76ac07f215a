import { useQuery } from "@tanstack/react-query";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { DashboardHome } from "~/web/features/dashboard/dashboard-home";
import { NowPlayingCard } from "~/web/features/player/now-playing-card";
import { RecentSongs } from "~/web/features/player/recent-songs";
import { TrialPopup } from "~/web/features/player/trial-popup";
import { pageMeta } from "~/web/lib/page-meta";
import { meQueryOptions } from "~/web/lib/session";

export const meta = () => pageMeta(dashboardCopy.home.title, dashboardCopy.home.lead);

export default function DashboardHomeRoute() {
  const { data } = useQuery(meQueryOptions());
  return (
    <>
      <DashboardHome nowPlaying={<NowPlayingCard />} recent={<RecentSongs />} />
      {data && <TrialPopup hasAccess={data.access.active} />}
    </>
  );
}
