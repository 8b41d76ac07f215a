import { songRightsCopy } from "~/shared/copy/song-rights";
import { RightsPage } from "~/web/features/catalog/rights-page";
import { dashboardSubpageRoute } from "~/web/features/dashboard/subpage-route";
import { permissionLoader } from "~/web/lib/route-guards";

const page = dashboardSubpageRoute(RightsPage, songRightsCopy.page);

export const meta = page.meta;

export const clientLoader = permissionLoader("catalog:manage");

export default page.Component;
