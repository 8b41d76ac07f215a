import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { BlockedSongsPage } from "~/web/features/player/blocked-songs-page";
import { pageMeta } from "~/web/lib/page-meta";
import { teamPermissionLoader } from "~/web/lib/route-guards";

export const meta = () => pageMeta(blockedSongsCopy.title, blockedSongsCopy.description);

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export const clientLoader = teamPermissionLoader("blocked-songs:manage");

export default function BlockedSongsRoute() {
  return (
    <DashboardSubpage title={blockedSongsCopy.title} lead={blockedSongsCopy.description}>
      <BlockedSongsPage />
    </DashboardSubpage>
  );
}
