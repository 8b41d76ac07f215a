import { Outlet } from "react-router";
import { DashboardShell } from "~/web/features/dashboard/dashboard-shell";
import { requireSession } from "~/web/lib/route-guards";
import type { Route } from "./+types/dashboard-layout";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request);
  return null;
}

export function HydrateFallback() {
  return null;
}

export default function DashboardLayout() {
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  );
}
