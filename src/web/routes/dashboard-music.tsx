import { catalogCopy } from "~/shared/copy/catalog";
import { MusicAdminPage } from "~/web/features/catalog/music-admin-page";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { pageMeta } from "~/web/lib/page-meta";
import { requirePermission } from "~/web/lib/route-guards";

export const meta = () => pageMeta(catalogCopy.title, catalogCopy.description);

export async function clientLoader() {
  await requirePermission("catalog:manage");
  return null;
}

export default function MusicRoute() {
  return (
    <>
      <PageHeader title={catalogCopy.title} back />
      <MusicAdminPage />
    </>
  );
}
