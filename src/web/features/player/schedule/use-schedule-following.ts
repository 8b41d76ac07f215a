import { useEffect, useSyncExternalStore } from "react";
import type { Schedule } from "~/shared/schedules/schema";
import { onBeforeLogout } from "~/web/lib/before-logout";
import { playerEngine } from "../player-engine";
import { keepScheduleCopy, forgetScheduleCopy, readScheduleCopy } from "./schedule-copy";
import { ScheduleFollower } from "./schedule-follower";
import { SlotSources } from "./slot-sources";

let follower: ScheduleFollower | undefined;

/** The dashboard's one follower of the schedule, beside its one player. */
export function scheduleFollower(): ScheduleFollower {
  const engine = playerEngine();
  follower ??= new ScheduleFollower({
    player: engine,
    sources: new SlotSources(),
    now: Date.now,
    restored: () => engine.whenRestored(),
  });
  return follower;
}

/**
 * Mounted once in the dashboard: the player follows the schedule of the establishment
 * this browser plays for — the server's (`data`, undefined until it answers), kept on
 * the device, or the device's copy while the server cannot be reached.
 */
export function useScheduleFollowing(
  establishmentId: string | null,
  data: Schedule | null | undefined,
  enabled: boolean,
) {
  useEffect(() => {
    const following = scheduleFollower();
    if (!enabled || !establishmentId) return following.follow(null, null);
    if (data !== undefined) {
      keepScheduleCopy(establishmentId, data);
      return following.follow(establishmentId, data);
    }
    const copy = readScheduleCopy(establishmentId);
    if (copy !== undefined) following.follow(establishmentId, copy);
  }, [data, enabled, establishmentId]);
  useEffect(
    () =>
      onBeforeLogout(() => {
        scheduleFollower().stop();
        forgetScheduleCopy();
        return Promise.resolve();
      }),
    [],
  );
}

/** What the schedule says now, for the screen (re-rendered on change). */
export function useFollowedSchedule() {
  const following = scheduleFollower();
  return useSyncExternalStore(following.subscribe, following.getSnapshot, following.getSnapshot);
}
