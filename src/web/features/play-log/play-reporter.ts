import { useEffect } from "react";
import { onBeforeLogout } from "~/web/lib/before-logout";
import type { PlayKind, PlayOrigin } from "~/shared/play-log/play-facts";
import type { OfflineLease } from "~/shared/player/schema";
import { serverClock } from "~/web/lib/server-clock";
import { sendPlays } from "./api";
import { deviceId, tabId } from "~/web/lib/browser-ids";
import { openPlayStore } from "./open-play-store";
import { PlayQueue } from "./play-queue";
import { PlayTracker, reportOf, type PlaybackEvents } from "./play-tracker";

/** How often waiting plays are sent. */
const FLUSH_EVERY_MS = 15_000;
/** A finished play goes out this soon after, together with any that end meanwhile. */
const FLUSH_AFTER_PLAY_MS = 2_000;
/** How often the open play's time heard is written down, and a long pause looked at. */
const TICK_EVERY_MS = 5_000;

export interface PlayReporterOptions {
  /** Subscribes to the player's sounds and silences; returns the unsubscribe. */
  observe: (events: PlaybackEvents) => () => void;
  /** The same for the account's messages (decision 028): logged apart, as messages. */
  observeMessages: (events: PlaybackEvents) => () => void;
  /** The establishment this browser plays for (null: the play is not recorded). */
  chosenEstablishmentId: () => string | null;
  /** The zone of it this browser plays. */
  chosenZoneId: () => string | null;
  /** Where a song's audio comes from: the device's offline reserve, or the network. */
  originOf: (songId: string) => PlayOrigin;
  /** The offline lease the device holds now (plays carry it, for when they arrive late). */
  leaseOf: () => OfflineLease | null;
  /** Plays were refused for their claim (decision 034): the player checks it still holds it. */
  claimRefused: () => void;
}

/**
 * Reports every play of this browser (decision 011): the tracker makes plays of what the
 * player says, the queue keeps finished ones until the server has them. Sent every 15 s,
 * shortly after each play, when a 503 says to try again (its Retry-After), when the connection comes back, before logging out, and — in
 * a keepalive request — when the page goes away. A play left open by a reload or a crash
 * is closed on the next load as abandoned, with the time heard until then.
 */
export function startPlayReporter(options: PlayReporterOptions): () => void {
  // Plays are dated by the server's clock, against which the server checks them (decision 017);
  // so is when an open play was last seen.
  const now = serverClock().now;
  let soon: ReturnType<typeof setTimeout> | undefined;
  const flushIn = (ms: number) => {
    clearTimeout(soon);
    soon = setTimeout(() => void queue.flush(), ms);
  };
  const flushSoon = () => flushIn(FLUSH_AFTER_PLAY_MS);
  const queue = new PlayQueue({
    storage: localStorage,
    send: sendPlays,
    retryIn: (ms) => flushIn(Math.min(ms, FLUSH_EVERY_MS)),
    online: () => navigator.onLine,
    claimRefused: options.claimRefused,
  });
  const trackerOf = (kind: PlayKind) => {
    // A message's play is kept under a name of its own: it can sound over a song's.
    const store = openPlayStore({
      storage: localStorage,
      tabId: kind === "song" ? tabId() : `${tabId()}:${kind}`,
      now,
    });
    for (const play of store.takeLeftOver()) queue.add(reportOf(play, "abandoned", play.savedAt));
    return new PlayTracker({
      now,
      newId: () => crypto.randomUUID(),
      establishmentId: options.chosenEstablishmentId,
      zoneId: options.chosenZoneId,
      deviceId,
      // A message is kept whole on the device: without a connection it came from there.
      origin: kind === "song" ? options.originOf : () => (navigator.onLine ? "network" : "cache"),
      lease: options.leaseOf,
      store,
      kind,
      finished: (play) => {
        queue.add(play);
        flushSoon();
      },
    });
  };
  const tracker = trackerOf("song");
  const messages = trackerOf("message");
  void queue.flush();

  const unsubscribe = options.observe(tracker);
  const unsubscribeMessages = options.observeMessages(messages);
  const flushing = setInterval(() => void queue.flush(), FLUSH_EVERY_MS);
  const ticking = setInterval(() => {
    tracker.tick();
    messages.tick();
  }, TICK_EVERY_MS);
  const online = () => void queue.flush();
  const pageHide = () => {
    tracker.leave();
    messages.leave();
    queue.flush({ keepalive: true });
  };
  window.addEventListener("online", online);
  window.addEventListener("pagehide", pageHide);
  const stopLogoutHook = onBeforeLogout(async () => {
    tracker.over("stopped");
    messages.over("stopped");
    await queue.flush();
  });

  return () => {
    // The dashboard is closing (logout, leaving it): the player stops with it.
    tracker.over("stopped");
    messages.over("stopped");
    unsubscribe();
    unsubscribeMessages();
    stopLogoutHook();
    clearTimeout(soon);
    clearInterval(flushing);
    clearInterval(ticking);
    window.removeEventListener("online", online);
    window.removeEventListener("pagehide", pageHide);
    void queue.flush();
  };
}

/** Mounted once in the dashboard, beside the player. */
// Each option is named again below on purpose: the hooks rule reads only a literal list.
export function usePlayReporter(options: PlayReporterOptions) {
  const {
    observe,
    observeMessages,
    chosenEstablishmentId,
    chosenZoneId,
    originOf,
    leaseOf,
    claimRefused,
  } = options;
  useEffect(
    () =>
      startPlayReporter({
        observe,
        observeMessages,
        chosenEstablishmentId,
        chosenZoneId,
        originOf,
        leaseOf,
        claimRefused,
      }),
    [
      observe,
      observeMessages,
      chosenEstablishmentId,
      chosenZoneId,
      originOf,
      leaseOf,
      claimRefused,
    ],
  );
}
