import { Outlet } from "react-router";
import { DashboardShell } from "~/web/features/dashboard/dashboard-shell";
import { readChosenEstablishmentId } from "~/web/features/establishments/chosen-establishment";
import { usePlayReporter } from "~/web/features/play-log/play-reporter";
import { FirstEstablishmentPrompt } from "~/web/features/establishments/first-establishment-prompt";
import { useCurrentEstablishment } from "~/web/features/establishments/use-current-establishment";
import { MiniPlayer } from "~/web/features/player/mini-player";
import { playerEngine } from "~/web/features/player/player-engine";
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

/** The play log hears the player's sounds and silences (both made once, in the browser). */
const observePlayer: Parameters<typeof usePlayReporter>[0]["observe"] = (events) =>
  playerEngine().observe(events);

// The player lives here: music keeps playing while moving between dashboard pages.
export default function DashboardLayout() {
  useCurrentEstablishment();
  usePlayReporter({ observe: observePlayer, chosenEstablishmentId: readChosenEstablishmentId });
  return (
    <DashboardShell footer={<MiniPlayer />}>
      <PlayerSession />
      <SubscriptionRequiredModal />
      <FirstEstablishmentPrompt />
      <Outlet />
    </DashboardShell>
  );
}
