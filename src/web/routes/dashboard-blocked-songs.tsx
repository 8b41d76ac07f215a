import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { BlockedSongsPage } from "~/web/features/player/blocked-songs-page";
import { teamPermissionLoader } from "~/web/lib/route-guards";

const page = dashboardSubpageRoute(BlockedSongsPage, {
  ...blockedSongsCopy,
  lead: blockedSongsCopy.description,
});

export const meta = page.meta;

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export const clientLoader = teamPermissionLoader("blocked-songs:manage");

export default page.Component;
