import { catalogCopy } from "~/shared/copy/catalog";
import { MusicAdminPage } from "~/web/features/catalog/music-admin-page";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { permissionLoader } from "~/web/lib/route-guards";

const page = dashboardSubpageRoute(MusicAdminPage, catalogCopy);

export const meta = page.meta;

export const clientLoader = permissionLoader("catalog:manage");

export default page.Component;
