import { useQuery } from "@tanstack/react-query";
import { teamCan } from "~/shared/accounts/team";
import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import type { SeasonalPause } from "~/shared/seasonal-pauses/schema";
import type { OutcomeReport } from "~/web/components/ui/use-outcome";
import { ApiError } from "~/web/lib/api-client";
import { meQueryOptions } from "~/web/lib/session";
import { pausesQueryOptions, useEndPauses } from "./pauses-api";

const refusal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : seasonalPausesCopy.failed;

/**
 * An establishment's seasonal pauses for its zones' rows (decision 044): each zone's
 * running or coming pause, whether the person may set and end them (the owner and the
 * managers, as for programmes) and ending one, its outcome in the section's alert.
 */
export function useZonePauses(establishmentId: string, report: OutcomeReport) {
  const { data: me } = useQuery(meQueryOptions());
  const list = useQuery(pausesQueryOptions(establishmentId));
  const endPauses = useEndPauses(establishmentId);
  return {
    canPause: teamCan(me?.team.teamRole, "schedules:manage"),
    of: (zoneId: string): SeasonalPause | undefined =>
      list.data?.find((pause) => pause.zoneId === zoneId),
    pending: endPauses.isPending,
    end: (pause: SeasonalPause) =>
      endPauses.mutate(
        { zoneId: pause.zoneId },
        report(pause.active ? seasonalPausesCopy.resumed : seasonalPausesCopy.cancelled, refusal),
      ),
  };
}

export type ZonePauses = ReturnType<typeof useZonePauses>;
