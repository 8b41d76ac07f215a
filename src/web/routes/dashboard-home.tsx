import { playerHomeCopy } from "~/shared/copy/player-home";
import { useQuery } from "@tanstack/react-query";
import { dashboardCopy } from "~/shared/copy/dashboard";
import { CurrentCertificate } from "~/web/features/certificates/current-certificate";
import { DashboardHome } from "~/web/features/dashboard/dashboard-home";
import { NextSteps } from "~/web/features/dashboard/next-steps";
import { establishmentsQueryOptions } from "~/web/features/establishments/api";
import { useCurrentEstablishment } from "~/web/features/establishments/use-current-establishment";
import { ReserveSummary } from "~/web/features/offline/reserve-summary";
import { ZonesNow } from "~/web/features/remote/zones-now";
import { NowSoundingCard } from "~/web/features/player/now-sounding-card";
import { RecentSongs } from "~/web/features/player/recent-songs";
import { useFollowedSchedule } from "~/web/features/player/schedule/use-schedule-following";
import { ScheduleStatus } from "~/web/features/schedules/schedule-status";
import { TrialPopup } from "~/web/features/player/trial-popup";
import { pageMeta } from "~/web/lib/page-meta";
import { meQueryOptions } from "~/web/lib/session";

export const meta = () => pageMeta(dashboardCopy.home.title, dashboardCopy.home.lead);

export default function DashboardHomeRoute() {
  const { data } = useQuery(meQueryOptions());
  // An owner who may play: the first steps, this device's offline music, the certificate.
  const owner = data?.access.active === true && data.access.state.kind !== "admin";
  // The subscriber themself, not a person of their team: the steps and the certificate.
  const payer = owner && data.team.teamRole === "owner";
  const establishments = useQuery({ ...establishmentsQueryOptions(), enabled: owner });
  const hasEstablishment = establishments.data && establishments.data.length > 0;
  const { schedule, plays } = useFollowedSchedule();
  // The programme followed here is this device's zone's: named, as other zones may differ.
  const { current, zone } = useCurrentEstablishment();
  const followedZone =
    current && zone ? playerHomeCopy.zones(current.tradingName, zone.name) : undefined;
  return (
    <>
      <DashboardHome
        nextSteps={payer && <NextSteps hasEstablishment={hasEstablishment} />}
        nowPlaying={<NowSoundingCard zoneId={zone?.id ?? null} />}
        zones={owner && <ZonesNow />}
        status={
          owner && (
            <>
              {schedule && plays && (
                <ScheduleStatus schedule={schedule} plays={plays} zone={followedZone} />
              )}
              <ReserveSummary />
              {payer && <CurrentCertificate hasEstablishment={hasEstablishment === true} />}
            </>
          )
        }
        recent={<RecentSongs />}
      />
      {data && <TrialPopup hasAccess={data.access.active} />}
    </>
  );
}
