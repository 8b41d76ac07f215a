import { Outlet } from "react-router";
import { DashboardShell } from "~/web/features/dashboard/dashboard-shell";
import { MiniPlayer } from "~/web/features/player/mini-player";
import { PlayerSession } from "~/web/features/player/player-session";
import { SubscriptionRequiredModal } from "~/web/features/player/subscription-required-modal";
import { requireSession } from "~/web/lib/route-guards";
import type { Route } from "./+types/dashboard-layout";

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await requireSession(request);
  return null;
}

export function HydrateFallback() {
  return null;
}

// The player lives here: music keeps playing while moving between dashboard pages.
export default function DashboardLayout() {
  return (
    <DashboardShell footer={<MiniPlayer />}>
      <PlayerSession />
      <SubscriptionRequiredModal />
      <Outlet />
    </DashboardShell>
  );
}
