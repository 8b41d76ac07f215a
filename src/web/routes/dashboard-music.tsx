import { useSearchParams } from "react-router";
import { RIGHTS_VIEW } from "~/shared/catalog/rights-view";
import { catalogCopy } from "~/shared/copy/catalog";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { MusicAdminPage } from "~/web/features/catalog/music-admin-page";
import { RightsPage } from "~/web/features/catalog/rights-page";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";
import { permissionLoader } from "~/web/lib/route-guards";

export const meta = () => pageMeta(catalogCopy.title, catalogCopy.description);

export const clientLoader = permissionLoader("catalog:manage");

/** "Gestión de Música", and its view of the catalogue's rights (`?vista=derechos`). */
export default function DashboardMusicRoute() {
  const [params] = useSearchParams();
  return params.get(RIGHTS_VIEW.param) === RIGHTS_VIEW.value ? (
    <DashboardSubpage title={songRightsCopy.page.title} lead={songRightsCopy.page.description}>
      <RightsPage />
    </DashboardSubpage>
  ) : (
    <DashboardSubpage title={catalogCopy.title}>
      <MusicAdminPage />
    </DashboardSubpage>
  );
}
