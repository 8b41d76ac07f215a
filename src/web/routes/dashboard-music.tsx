import { catalogCopy } from "~/shared/copy/catalog";
import { MusicAdminPage } from "~/web/features/catalog/music-admin-page";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";
import { permissionLoader } from "~/web/lib/route-guards";

export const meta = () => pageMeta(catalogCopy.title, catalogCopy.description);

export const clientLoader = permissionLoader("catalog:manage");

export default function MusicRoute() {
  return (
    <DashboardSubpage title={catalogCopy.title}>
      <MusicAdminPage />
    </DashboardSubpage>
  );
}
