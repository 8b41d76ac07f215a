import { queryOptions, useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { api, unwrap } from "~/web/lib/api-client";
import { onBeforeLogout } from "~/web/lib/before-logout";
import { forgetPauseCopy, keepPauseCopy, readPauseCopy } from "./pause-copy";
import { scheduleFollower } from "./use-schedule-following";

/** The zone's seasonal pause (decision 044), read again each hour and on every live event. */
const zonePauseQueryOptions = (zoneId: string) =>
  queryOptions({
    queryKey: ["zones", zoneId, "pause"],
    queryFn: () => unwrap(api().zones[":id"].pause.$get({ param: { id: zoneId } })),
    refetchInterval: 3_600_000,
  });

/**
 * Mounted beside the schedule's following: the follower silences the zone while its
 * seasonal pause runs and lets the programme take over again at its end, by the device's
 * clock, offline too once read: the device keeps a copy, read while the server cannot be.
 */
export function useSeasonalPauseFollowing(zoneId: string | null, enabled: boolean) {
  const pause = useQuery({ ...zonePauseQueryOptions(zoneId ?? ""), enabled: enabled && !!zoneId });
  useEffect(() => {
    if (!enabled || !zoneId) return scheduleFollower().followPause(null);
    if (pause.data) {
      keepPauseCopy(zoneId, pause.data);
      return scheduleFollower().followPause(pause.data);
    }
    const copy = readPauseCopy(zoneId);
    if (copy) scheduleFollower().followPause(copy);
  }, [enabled, zoneId, pause.data]);
  useEffect(
    () =>
      onBeforeLogout(() => {
        forgetPauseCopy();
        return Promise.resolve();
      }),
    [],
  );
}
