import { usersCopy } from "~/shared/copy/users";
import { DashboardSubpage } from "~/web/features/dashboard/page-header";
import { UsersPage } from "~/web/features/users/users-page";
import { pageMeta } from "~/web/lib/page-meta";
import { requirePermission } from "~/web/lib/route-guards";
import type { Route } from "./+types/dashboard-users";

export const meta = () => pageMeta(usersCopy.title, usersCopy.description);

export async function clientLoader() {
  const me = await requirePermission("users:manage");
  return { currentUserId: me.user.id };
}

export default function UsersRoute({ loaderData }: Route.ComponentProps) {
  return (
    <DashboardSubpage title={usersCopy.title}>
      <UsersPage currentUserId={loaderData.currentUserId} />
    </DashboardSubpage>
  );
}
