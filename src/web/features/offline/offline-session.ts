import { useEffect } from "react";
import type { PlayOrigin } from "~/shared/play-log/play-facts";
import { api, unwrap } from "~/web/lib/api-client";
import { onBeforeLogout } from "~/web/lib/before-logout";
import { deviceId } from "~/web/lib/browser-ids";
import { serverClock } from "~/web/lib/server-clock";
import { Connection } from "./connection";
import { leaseRunning, monotonicClock, type OfflineLease } from "./offline-lease";
import { OfflineReserve, type ReservePosition } from "./offline-reserve";
import { registerServiceWorker } from "./register-service-worker";

/** What /api/access answers that concerns playing offline. */
interface AccessAnswer {
  active: boolean;
  offline?: { reserveHours: number; lease: OfflineLease | null } | null;
  serverTime?: string;
}

const LEASE_KEY = "sonaria.offlineLease";
const DEFAULT_HOURS = 8;

/** The lease and the hours to keep, as the server last granted them, for one account. */
interface Granted {
  userId: string;
  reserveHours: number;
  lease: OfflineLease;
}

function readGranted(userId: string | null): Granted | null {
  try {
    const granted = JSON.parse(localStorage.getItem(LEASE_KEY) ?? "null") as Granted | null;
    return granted && granted.userId === userId ? granted : null;
  } catch {
    return null;
  }
}

/**
 * Everything the dashboard needs to play without a connection (decision 014), made once in
 * the browser: the connection's state, the rolling reserve of whole songs on the device,
 * and the lease that bounds offline playing. The player reaches it through `playback`
 * (its OfflinePlayback), the play log through `originOf`.
 */
export class OfflineSession {
  readonly connection: Connection;
  readonly reserve: OfflineReserve;
  private userId: string | null = null;
  private readonly clock = monotonicClock({ storage: localStorage });

  constructor() {
    this.connection = new Connection({
      browserOnline: () => navigator.onLine,
      probe: async () => (await fetch("/healthz", { cache: "no-store" })).ok,
    });
    this.reserve = new OfflineReserve(
      {
        caches: window.caches,
        origin: window.location.origin,
        online: () => !this.connection.isOffline(),
        storage: localStorage,
        fetch: (...args) => window.fetch(...args),
        linkTo: async (songId) => {
          const answer = await unwrap(
            api().access.$get({ query: { songId, deviceId: deviceId() } }),
          ).catch(() => null);
          if (answer) this.heard(answer);
          return answer?.audio?.url ?? null;
        },
      },
      () => (readGranted(this.userId)?.reserveHours ?? DEFAULT_HOURS) * 3600,
    );
  }

  /** What the server said of access: the lease is kept; no access empties the reserve. */
  private heard(answer: AccessAnswer) {
    this.connection.reached();
    if (answer.serverTime) serverClock().heard(answer.serverTime);
    if (!this.userId) return;
    if (!answer.active) {
      void this.reserve.empty();
      return;
    }
    const lease = answer.offline?.lease;
    if (answer.offline && lease)
      localStorage.setItem(
        LEASE_KEY,
        JSON.stringify({
          userId: this.userId,
          reserveHours: answer.offline.reserveHours,
          lease,
        } satisfies Granted),
      );
  }

  /** Where each song's audio came from the last time an element was given it. */
  private readonly origins = new Map<string, PlayOrigin>();

  /** The player's side (its OfflinePlayback). */
  readonly playback = {
    // The service worker answers this site's audio paths from the reserve when it holds
    // the song and controls the page; an object store's link always goes to the network.
    loading: (songId: string, url: string) =>
      void this.origins.set(
        songId,
        this.reserve.has(songId) &&
          navigator.serviceWorker?.controller &&
          new URL(url, window.location.href).origin === window.location.origin
          ? "cache"
          : "network",
      ),
    has: (songId: string) => this.reserve.has(songId),
    mayPlayOffline: () => leaseRunning(readGranted(this.userId)?.lease ?? null, this.clock),
    isOffline: () => this.connection.isOffline(),
    reached: (answer: unknown) => {
      if (answer) this.heard(answer as AccessAnswer);
      else this.connection.lost();
    },
  };

  /** The lease this device holds for the signed-in account, if any: plays carry it. */
  currentLease = (): OfflineLease | null => readGranted(this.userId)?.lease ?? null;

  /** Seconds the lease still allows playing offline, by the device's clock (null: none held). */
  leaseSecondsLeft = (): number | null => {
    const lease = readGranted(this.userId)?.lease;
    const end = lease ? Date.parse(lease.expiresAt) : Number.NaN;
    return Number.isFinite(end) ? Math.max(0, (end - this.clock()) / 1000) : null;
  };

  /** Where a play's audio came from, for the play log. */
  originOf = (songId: string): PlayOrigin => this.origins.get(songId) ?? "network";

  /** The signed-in account's reserve (any other account's is deleted). */
  async open(userId: string) {
    if (this.userId === userId) return;
    this.userId = userId;
    // Kept unless the user clears it: the browser evicts storage it may drop first.
    void navigator.storage?.persist?.().catch(() => false);
    await this.reserve.open(userId);
  }

  /** Logging out: this account's reserve and lease leave the device. */
  async close() {
    this.userId = null;
    localStorage.removeItem(LEASE_KEY);
    await this.reserve.empty();
  }
}

let session: OfflineSession | undefined;

/** The dashboard's one offline session (made on first use, in the browser). */
export function offlineSession(): OfflineSession {
  session ??= new OfflineSession();
  return session;
}

/**
 * Mounted once in the dashboard: opens the signed-in account's reserve, keeps it on the
 * player's position, goes on when the connection comes back, and empties it at logout.
 */
export function useOfflineSession(options: {
  userId: string | undefined;
  /** Subscribes to the player's position in its queue; returns the unsubscribe. */
  followPlayer: (listener: (position: ReservePosition | null) => void) => () => void;
}) {
  const { userId, followPlayer } = options;
  useEffect(() => {
    if (!userId) return;
    registerServiceWorker();
    const offline = offlineSession();
    void offline.open(userId);
    const stopFollowing = followPlayer((position) => offline.reserve.follow(position));
    const back = () => void offline.connection.browserBack();
    const gone = () => offline.connection.lost();
    const resume = () => {
      if (!offline.connection.isOffline()) offline.reserve.resume();
    };
    const stopResume = offline.connection.subscribe(resume);
    window.addEventListener("online", back);
    window.addEventListener("offline", gone);
    const stopLogoutHook = onBeforeLogout(() => offline.close());
    return () => {
      stopFollowing();
      stopResume();
      stopLogoutHook();
      window.removeEventListener("online", back);
      window.removeEventListener("offline", gone);
    };
  }, [userId, followPlayer]);
}
