import { useQuery } from "@tanstack/react-query";
import { claimQueryKey, getPlaybackClaim, nowPlayingQueryOptions } from "./api";
import { usePlayerValue } from "./use-player";
import { browserZoneTabs } from "./zone-tabs";

/**
 * Whether this tab is a remote for `zoneId`: it plays nothing, and another device (or
 * another tab of this browser) plays the zone now. Then the page shows what sounds there,
 * not a second player holding the song it restored. Looked at again whenever what sounds
 * changes (the account's playing topic) and at a take-over (its user topic).
 */
export function usePlayedElsewhere(zoneId: string | null): boolean {
  const silentHere = usePlayerValue((state) => !state.playing && !state.loading);
  const { dataUpdatedAt } = useQuery(nowPlayingQueryOptions());
  const seen = useQuery({
    queryKey: [...claimQueryKey(zoneId ?? ""), "seen", dataUpdatedAt],
    queryFn: async () => {
      const id = zoneId as string;
      const [claim, anotherTab] = await Promise.all([
        getPlaybackClaim(id),
        browserZoneTabs().heldByAnotherTab(id),
      ]);
      return anotherTab || (claim.holder === "other-device" && claim.live);
    },
    enabled: zoneId !== null && silentHere,
    placeholderData: (previous) => previous,
    staleTime: Infinity,
  });
  return silentHere && seen.data === true;
}
