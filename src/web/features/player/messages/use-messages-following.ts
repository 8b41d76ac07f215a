import { useEffect } from "react";
import { whatPlays } from "~/shared/schedules/evaluate";
import type { ZoneMessages } from "~/shared/messages/schema";
import { onBeforeLogout } from "~/web/lib/before-logout";
import { playerEngine } from "../player-engine";
import { scheduleFollower } from "../schedule/use-schedule-following";
import {
  forgetMessages,
  keepMessageFiles,
  keepMessagesCopy,
  readMessagesCopy,
} from "./kept-messages";
import { MessagesFollower } from "./messages-follower";

let follower: MessagesFollower | undefined;

/** Open by the programme the player follows (none: always open). */
function isOpen(instant: number) {
  const { schedule } = scheduleFollower().getSnapshot();
  return !schedule || whatPlays(schedule, new Date(instant)).reason.kind !== "closed";
}

/** The dashboard's one follower of the zone's messages, beside its one player. */
export function messagesFollower(): MessagesFollower {
  follower ??= new MessagesFollower({
    player: playerEngine(),
    now: Date.now,
    isOpen,
    storage: localStorage,
  });
  return follower;
}

/**
 * Mounted once in the dashboard: the player follows the messages of the zone this browser
 * plays — the server's (`data`, undefined until it answers), kept on the device with
 * their files, or the device's copy while the server cannot be reached.
 */
export function useMessagesFollowing(
  userId: string | undefined,
  zoneId: string | null,
  data: ZoneMessages | null | undefined,
  enabled: boolean,
) {
  useEffect(() => {
    const following = messagesFollower();
    if (!enabled || !zoneId || !userId) return following.stop();
    if (data === undefined) {
      const copy = readMessagesCopy(zoneId);
      if (copy !== undefined) following.follow(copy);
      return;
    }
    keepMessagesCopy(zoneId, data);
    following.follow(data);
    if (typeof caches !== "undefined")
      void keepMessageFiles(
        { caches, fetch: window.fetch.bind(window), origin: location.origin },
        userId,
        data?.messages ?? [],
      ).catch((error: unknown) => console.warn("[offline] could not keep the messages", error));
  }, [data, enabled, userId, zoneId]);
  useEffect(
    () =>
      onBeforeLogout(async () => {
        messagesFollower().stop();
        if (typeof caches !== "undefined") await forgetMessages(caches);
      }),
    [],
  );
}
