import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { BlockedSongsPage } from "~/web/features/player/blocked-songs-page";
import { pageMeta } from "~/web/lib/page-meta";
import { requireTeamPermission } from "~/web/lib/route-guards";
import type { Route } from "./+types/dashboard-blocked-songs";

export const meta = () => pageMeta(blockedSongsCopy.title, blockedSongsCopy.description);

/** A team's member whose role may not open it goes back to the dashboard (decision 026). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireTeamPermission(request, "blocked-songs:manage");
  return null;
}

export default function BlockedSongsRoute() {
  return (
    <>
      <PageHeader title={blockedSongsCopy.title} lead={blockedSongsCopy.description} back />
      <BlockedSongsPage />
    </>
  );
}
