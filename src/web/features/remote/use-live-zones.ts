import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { zoneStatus } from "~/shared/remote/zone-status";
import { useNow } from "~/web/lib/use-now";
import { serverClock } from "~/web/lib/server-clock";
import { onZoneEvent } from "~/web/lib/zone-events";
import { liveZonesKey, liveZonesQueryOptions } from "./api";
import { withZoneState } from "./zone-view";

/**
 * Every zone as it is now: a player's state is written into the list the moment it comes
 * (no refetch: the round trip is what the remote must not wait for), and each zone's
 * status is asked again every second, since a state goes stale by itself after 45 s.
 * After the stream reconnected, states may have been missed: the list is read again.
 */
export function useLiveZones() {
  const queryClient = useQueryClient();
  const query = useQuery(liveZonesQueryOptions());
  useEffect(
    () =>
      onZoneEvent((event) => {
        if (event === "reconnected")
          return void queryClient.invalidateQueries({ queryKey: liveZonesKey });
        if (event.kind !== "state") return;
        const zoneId = event.topic.slice("zone:".length);
        const { queryKey } = liveZonesQueryOptions();
        const zones = queryClient.getQueryData(queryKey);
        const updated = zones && withZoneState(zones, zoneId, event.state);
        if (updated) queryClient.setQueryData(queryKey, updated);
        else void queryClient.invalidateQueries({ queryKey: liveZonesKey });
      }),
    [queryClient],
  );
  useNow(1000);
  // The server's clock, as this device knows it: staleness and progress are read by it.
  const now = serverClock().now();
  const zones = query.data?.map((zone) => ({
    ...zone,
    status: zoneStatus(zone.state, new Date(now)),
  }));
  return { ...query, zones, now };
}
