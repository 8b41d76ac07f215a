import { seasonalPausesCopy } from "~/shared/copy/seasonal-pauses";
import { pausedAt } from "~/shared/seasonal-pauses/pause-window";
import { useSeasonalPauseFollowing } from "~/web/features/player/schedule/use-seasonal-pause-following";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState, useSyncExternalStore } from "react";
import { Outlet } from "react-router";
import { DashboardShell } from "~/web/features/dashboard/dashboard-shell";
import { establishmentsQueryOptions } from "~/web/features/establishments/api";
import {
  readChosenEstablishmentId,
  readChosenZoneId,
  subscribeToChosenEstablishment,
} from "~/web/features/establishments/chosen-establishment";
import { usePlayReporter } from "~/web/features/play-log/play-reporter";
import { useWaitReporter } from "~/web/features/play-log/wait-reporter";
import { FirstEstablishmentPrompt } from "~/web/features/establishments/first-establishment-prompt";
import { useCurrentEstablishment } from "~/web/features/establishments/use-current-establishment";
import { scheduleQueryOptions } from "~/web/features/schedules/api";
import { OfflineBanner } from "~/web/features/offline/offline-banner";
import { offlineSession, useOfflineSession } from "~/web/features/offline/offline-session";
import { MiniPlayer } from "~/web/features/player/mini-player";
import { playerEngine, type QueuePosition } from "~/web/features/player/player-engine";
import { playbackClaim } from "~/web/features/player/playback-claim";
import { followPlayerZone, useListsOfZone } from "~/web/features/player/player-zone";
import { PlaybackClaimNotices } from "~/web/features/player/playback-claim-notices";
import { PlayerSession } from "~/web/features/player/player-session";
import { linkZone } from "~/web/features/player/remote/zone-link";
import { sendZoneState } from "~/web/features/player/api";
import type { PlaybackClaim } from "~/web/features/player/playback-claim";
import { curveText, playingText } from "~/web/features/schedules/playing-text";
import { deviceId } from "~/web/lib/browser-ids";
import { onZoneEvent } from "~/web/lib/zone-events";
import { GesturePrompt } from "~/web/features/player/schedule/gesture-prompt";
import { positionWithComingSlots } from "~/web/features/player/schedule/reserve-position";
import {
  scheduleFollower,
  useScheduleFollowing,
} from "~/web/features/player/schedule/use-schedule-following";
import { zoneMessagesQueryOptions } from "~/web/features/player/messages/api";
import {
  messagesFollower,
  useMessagesFollowing,
} from "~/web/features/player/messages/use-messages-following";
import { SubscriptionRequiredModal } from "~/web/features/player/subscription-required-modal";
import { usePlayerValue } from "~/web/features/player/use-player";
import { requireSession } from "~/web/lib/route-guards";
import { meQueryOptions } from "~/web/lib/session";
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

const observeMessages: Parameters<typeof usePlayReporter>[0]["observeMessages"] = (events) =>
  playerEngine().observeMessages(events);

/** Whether the player waits for a tap before it may sound, now and at each change. */
function watchWaiting(listener: (waiting: boolean) => void) {
  const engine = playerEngine();
  let last = engine.getSnapshot().needsGesture;
  if (last) listener(true);
  return engine.subscribe(() => {
    const waiting = engine.getSnapshot().needsGesture;
    if (waiting === last) return;
    last = waiting;
    listener(waiting);
  });
}

/** A play's audio came from the device's offline reserve, or from the network. */
const originOf = (songId: string) => offlineSession().originOf(songId);

/** The offline lease this device holds: every play carries it, for when it arrives late. */
const leaseOf = () => offlineSession().currentLease();

/** Seconds until the slot playing ends (what of its list the reserve keeps). */
function secondsOfSlotLeft(): number {
  const until = scheduleFollower().getSnapshot().plays?.reason.until;
  return until ? Math.max(0, (Date.parse(until) - Date.now()) / 1000) : Infinity;
}

/**
 * The offline reserve follows the player's position in its queue, and under a schedule the
 * coming slots' songs too; the player plays from the reserve when the server cannot be
 * reached.
 */
function followPlayer(listener: (position: QueuePosition | null) => void) {
  const engine = playerEngine();
  const follower = scheduleFollower();
  engine.useOffline(offlineSession().playback);
  let last = "";
  const check = () => {
    const position = positionWithComingSlots(
      engine.queuePosition(),
      follower.comingSources(),
      secondsOfSlotLeft(),
    );
    const key = position ? `${position.key}#${position.index}#${position.total}` : "";
    if (key === last) return;
    last = key;
    listener(position);
  };
  check();
  const stopEngine = engine.subscribe(check);
  const stopFollower = follower.subscribe(check);
  return () => {
    stopEngine();
    stopFollower();
  };
}

// The player's songs leave out what is blocked in the zone played here (decision 045).
followPlayerZone(readChosenZoneId);

/** The player asks for the chosen establishment's claim before it sounds (decision 018). */
function claimOfPlayer() {
  const engine = playerEngine();
  const claim = playbackClaim(engine, readChosenZoneId);
  engine.useGate(claim);
  return claim;
}

/**
 * What the schedule says plays and why, as the player's line says it, and the volume the
 * day's curve sets (for "Mando").
 */
function scheduleReason() {
  const { schedule, plays, pause } = scheduleFollower().getSnapshot();
  const now = new Date();
  // "Mando" says why the zone is silent during its seasonal pause (decision 044).
  if (pause?.pause && pausedAt(pause.pause, pause.timeZone, now))
    return {
      text: seasonalPausesCopy.pausedUntil(pause.pause.to, now.getFullYear()),
      closed: true,
    };
  if (!schedule || !plays) return { text: "", closed: false };
  const said = [
    playingText(plays, schedule.sources, schedule.timeZone, now),
    curveText(schedule, plays, now),
  ];
  return { text: said.filter(Boolean).join(" · "), closed: plays.reason.kind === "closed" };
}

/** The zone this device holds answers its remote ("Mando", decision 024). */
const linkToRemote = (claim: PlaybackClaim) =>
  linkZone({
    player: playerEngine(),
    heldZone: () => claim.getSnapshot().heldFor,
    watchHeld: claim.subscribe,
    onZoneEvent,
    send: sendZoneState,
    deviceId,
    reason: scheduleReason,
    offline: () => offlineSession().playback.isOffline(),
    now: Date.now,
    playMessage: (messageId) => messagesFollower().playNow(messageId),
  });

/** The offline banner counts down with the song playing (whole seconds: fewer renders). */
function PlayerOfflineBanner() {
  const leaseEnded = usePlayerValue((state) => state.offlineLeaseEnded);
  const playedSeconds = usePlayerValue((state) => Math.floor(state.currentTime));
  return <OfflineBanner leaseEnded={leaseEnded} playedSeconds={playedSeconds} />;
}

/**
 * What follows the schedule, the messages and the offline reserve, reports plays and
 * answers the remote. Its own component: each answer it waits for (the schedule, the
 * messages, the chosen zone) re-renders it alone, not the menu and the page around it.
 * Drawn after the page, its effects start after the page's, as when they were the layout's.
 */
function PlayerFollowers({ claim }: { claim: PlaybackClaim }) {
  const { data: me } = useQuery(meQueryOptions());
  useEffect(() => linkToRemote(claim), [claim]);
  const claimRefused = useCallback(() => void claim.recheck(), [claim]);
  const { zone } = useCurrentEstablishment();
  const following = me?.access.active === true && zone !== null;
  const schedule = useQuery({ ...scheduleQueryOptions(zone?.id ?? ""), enabled: following });
  useScheduleFollowing(zone?.id ?? null, schedule.data, following);
  useSeasonalPauseFollowing(zone?.id ?? null, following);
  const messages = useQuery({ ...zoneMessagesQueryOptions(zone?.id ?? ""), enabled: following });
  useMessagesFollowing(me?.user.id, zone?.id ?? null, messages.data, following);
  usePlayReporter({
    observe: observePlayer,
    observeMessages,
    chosenEstablishmentId: readChosenEstablishmentId,
    chosenZoneId: readChosenZoneId,
    originOf,
    leaseOf,
    claimRefused,
  });
  useWaitReporter({
    watch: watchWaiting,
    establishmentId: readChosenEstablishmentId,
    zoneId: readChosenZoneId,
  });
  useOfflineSession({ userId: me?.user.id, followPlayer });
  return null;
}

// The player lives here: music keeps playing while moving between dashboard pages.
export default function DashboardLayout() {
  const { data: me } = useQuery(meQueryOptions());
  const [claim] = useState(claimOfPlayer);
  // Without access the history stays in the menu of an owner with establishments: proof
  // outlives the subscription. (With access it is there anyway.)
  const establishments = useQuery({
    ...establishmentsQueryOptions(),
    enabled: me?.access.active === false,
  });
  const keepsProof = (establishments.data?.length ?? 0) > 0;
  const zoneId = useSyncExternalStore(subscribeToChosenEstablishment, readChosenZoneId, () => null);
  useListsOfZone(zoneId);
  return (
    <DashboardShell footer={<MiniPlayer zoneId={zoneId} />} keepsProof={keepsProof}>
      <PlayerOfflineBanner />
      <PlaybackClaimNotices claim={claim} />
      <PlayerSession />
      <GesturePrompt />
      <SubscriptionRequiredModal />
      <FirstEstablishmentPrompt />
      <Outlet />
      <PlayerFollowers claim={claim} />
    </DashboardShell>
  );
}
