import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { BlockedSongsPage } from "~/web/features/player/blocked-songs-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(blockedSongsCopy.title, blockedSongsCopy.description);

export default function BlockedSongsRoute() {
  return (
    <>
      <PageHeader title={blockedSongsCopy.title} lead={blockedSongsCopy.description} back />
      <BlockedSongsPage />
    </>
  );
}
