import { licenceDay } from "~/shared/catalog/licence-days";
import {
  RESERVE_CACHE_PREFIX,
  reserveCacheName,
  reserveKey,
  songOfAudioUrl,
} from "~/web/lib/offline-audio";
import { planReserve, secondsReady, type PlannedSong } from "./reserve-plan";

/** What the reserve knows of the queue: where the player is, and the songs from there on. */
export interface ReservePosition {
  /** A stable name of the list (its descriptor), so a new position in it keeps the plan. */
  key: string;
  total: number;
  index: number;
  trackAt(index: number): Promise<PlannedSong | null>;
}

export interface ReserveSnapshot {
  enabled: boolean;
  /**
   * Seconds of music on the device from the song playing on (each song once): what can
   * still play offline. The aim is `targetSeconds`.
   */
  readySeconds: number;
  targetSeconds: number;
  /** A song is being fetched. */
  filling: boolean;
}

export interface ReserveDependencies {
  caches: CacheStorage;
  /** The signed link to a song's audio (null: no access, or no answer). */
  linkTo(songId: string): Promise<string | null>;
  fetch: typeof fetch;
  /** Whether the device thinks it has a connection (navigator.onLine). */
  online(): boolean;
  /** Where the on/off choice is kept (localStorage). */
  storage: Pick<Storage, "getItem" | "setItem">;
  origin: string;
}

const ENABLED_KEY = "sonaria.offlineReserve";
const log = (message: string, error?: unknown) => console.warn(`[offline] ${message}`, error ?? "");

/**
 * The rolling offline reserve (decision 014): whole files of the songs the player will play
 * next — the rest of its list, wrapping — fetched one after another at low priority while
 * online, until the target hours are on the device, and dropped once played. The service
 * worker answers the player's Range requests from them, online or not.
 *
 * The reserve is one account's: `open` deletes any other account's reserve first, and
 * `empty` (logout, access ended) deletes this one.
 */
export class OfflineReserve {
  private cache: Cache | null = null;
  private cacheName: string | null = null;
  private stored = new Set<string>();
  private position: ReservePosition | null = null;
  private wanted: PlannedSong[] = [];
  /** Bumped whenever the plan may change: a fetch in flight for an older one is dropped. */
  private generation = 0;
  private running: Promise<void> | null = null;
  private listeners = new Set<() => void>();
  private snapshot: ReserveSnapshot;

  constructor(
    private readonly deps: ReserveDependencies,
    private readonly targetSeconds: () => number,
  ) {
    this.snapshot = {
      enabled: deps.storage.getItem(ENABLED_KEY) !== "off",
      readySeconds: 0,
      targetSeconds: targetSeconds(),
      filling: false,
    };
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;

  private publish(changes: Partial<ReserveSnapshot> = {}) {
    this.snapshot = {
      ...this.snapshot,
      targetSeconds: this.targetSeconds(),
      // The plan starts at the song playing: all of it is ahead.
      readySeconds: secondsReady(this.wanted, this.stored),
      ...changes,
    };
    this.listeners.forEach((listener) => listener());
  }

  /** Whether the song's whole file is on the device. */
  has(songId: string): boolean {
    return this.stored.has(songId);
  }

  /** The account's reserve, and nobody else's: other accounts' reserves are deleted. */
  async open(userId: string): Promise<void> {
    const name = reserveCacheName(userId);
    for (const other of await this.deps.caches.keys())
      if (other.startsWith(RESERVE_CACHE_PREFIX) && other !== name)
        await this.deps.caches.delete(other);
    this.cacheName = name;
    this.cache = await this.deps.caches.open(name);
    this.stored = new Set(
      (await this.cache.keys())
        .map((request) => songOfAudioUrl(new URL(request.url)))
        .filter((id): id is string => id !== null),
    );
    this.publish();
    void this.fill();
  }

  /** The player moved (a song chosen, the next one): plan again from there. */
  follow(position: ReservePosition | null) {
    this.position = position;
    this.generation++;
    void this.fill();
  }

  setEnabled(enabled: boolean) {
    this.deps.storage.setItem(ENABLED_KEY, enabled ? "on" : "off");
    this.generation++;
    this.publish({ enabled });
    if (enabled) void this.fill();
    else void this.dropAll();
  }

  /** The connection came back: go on filling. */
  resume() {
    void this.fill();
  }

  /** Deletes this account's reserve (logout, access ended). */
  async empty(): Promise<void> {
    this.generation++;
    this.position = null;
    this.wanted = [];
    this.stored.clear();
    this.cache = null;
    if (this.cacheName) await this.deps.caches.delete(this.cacheName);
    this.cacheName = null;
    this.publish({ filling: false });
  }

  private async dropAll() {
    const cache = this.cache;
    if (!cache) return;
    for (const id of [...this.stored]) await cache.delete(reserveKey(this.deps.origin, id));
    this.stored.clear();
    this.publish();
  }

  /** The songs from the player's position on, wrapping, until the target is covered. */
  private async upcoming(position: ReservePosition): Promise<PlannedSong[]> {
    const target = this.targetSeconds();
    const songs: PlannedSong[] = [];
    let seconds = 0;
    for (let step = 0; step < position.total && seconds < target; step++) {
      const song = await position.trackAt((position.index + step) % position.total);
      if (!song) continue;
      songs.push(song);
      seconds += song.durationSeconds;
    }
    return songs;
  }

  /** Resolves once no fill is running (what was asked so far is on the device, or cannot be). */
  async settled(): Promise<void> {
    while (this.running) await this.running;
  }

  /**
   * Plans from the current position and fetches what is missing, one song at a time, until
   * the plan is met, the position changes (then the new plan goes on), or the connection
   * goes. Only one fill runs at a time; asking while one runs makes it plan again.
   */
  private fill(): Promise<void> {
    if (this.running || !this.cache || !this.snapshot.enabled)
      return this.running ?? Promise.resolve();
    this.running = this.filling().finally(() => {
      this.running = null;
      this.publish({ filling: false });
    });
    return this.running;
  }

  private async filling(): Promise<void> {
    for (;;) {
      const generation = this.generation;
      const position = this.position;
      const cache = this.cache;
      if (!position || !cache || !this.snapshot.enabled) return;
      let upcoming: PlannedSong[];
      try {
        upcoming = await this.upcoming(position);
      } catch (error) {
        log("could not read the queue ahead", error);
        return;
      }
      if (generation !== this.generation) continue;
      const plan = planReserve({
        upcoming,
        stored: this.stored,
        targetSeconds: this.targetSeconds(),
        today: licenceDay(new Date()),
      });
      this.wanted = plan.wanted;
      for (const id of plan.toDrop) {
        this.stored.delete(id);
        await cache.delete(reserveKey(this.deps.origin, id));
      }
      const next = plan.toFetch[0];
      this.publish({ filling: Boolean(next) && this.deps.online() });
      if (!next || !this.deps.online()) return;
      // No access, or the connection went: tried again at the next move or reconnection.
      if (!(await this.fetchSong(next.id, cache))) return;
      // On the device now; the next turn of the loop plans again if the player moved.
      this.stored.add(next.id);
      if (!this.snapshot.enabled) return this.dropAll(); // turned off meanwhile
      this.publish();
    }
  }

  /** One song's whole file into the reserve, under its link-free key. */
  private async fetchSong(songId: string, cache: Cache): Promise<boolean> {
    try {
      const link = await this.deps.linkTo(songId);
      if (!link) return false;
      // With S3 the link redirects to a presigned URL on the bucket's server: a CORS request
      // (the bucket allows our origin: server/infra/storage/bucket-cors.ts) gives an answer
      // the page can read, or fails; no cookie goes there. Past the HTTP cache: the <audio>
      // loading the same song at the same moment gets the same presigned URL, and its
      // answer, cached without CORS headers, would fail this request; and the file is kept
      // here anyway, not twice. Low priority: the music playing and the dashboard come first.
      const response = await this.deps.fetch(link, {
        mode: "cors",
        credentials: "same-origin",
        cache: "no-store",
        priority: "low",
      } as RequestInit);
      // A whole 200 only; an opaque or partial answer could not be sliced for seeking.
      if (response.status !== 200 || response.type === "opaque") {
        log(`could not keep ${songId}: status ${response.status}`);
        return false;
      }
      const body = await response.blob();
      await cache.put(
        reserveKey(this.deps.origin, songId),
        new Response(body, {
          headers: {
            "Content-Type": response.headers.get("content-type") ?? "audio/mpeg",
            "Content-Length": String(body.size),
          },
        }),
      );
      return true;
    } catch (error) {
      log(`could not keep ${songId}`, error);
      return false;
    }
  }
}
