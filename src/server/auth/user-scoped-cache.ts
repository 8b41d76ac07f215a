import type { EventBus } from "../infra/realtime/event-bus";

interface Entry<V> {
  userId: string;
  value: V;
  expiresAt: number;
}

/**
 * Values that belong to one user each (a session, an access grant), kept by this instance
 * for a short while and dropped the moment anything about their user changes — the
 * user's live topic (`user:<id>`), published by every change to their sessions, role or
 * subscriptions on any instance — or when the event bus may have missed an event.
 *
 * A value read from the database while its user was being changed must not be kept: a
 * `load` that overlaps an invalidation of its user is answered but not remembered.
 */
export class UserScopedCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly keysByUser = new Map<string, Set<string>>();
  private readonly loading = new Map<string, { generation: number; value: Promise<V | null> }>();
  /** Bumped by every invalidation: a load that saw it change keeps nothing. */
  private generation = 0;
  /** Without a bus to follow, values live out their time. */
  private caughtUp: () => Promise<boolean> = async () => true;

  constructor(
    private readonly options: {
      ttlMs: number;
      maxEntries: number;
      now?: () => number;
    },
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  /** Forget everything of this user now. */
  forgetUser(userId: string): void {
    this.generation++;
    for (const key of this.keysByUser.get(userId) ?? []) this.entries.delete(key);
    this.keysByUser.delete(userId);
  }

  /** Forget everything (events may have been missed). */
  clear(): void {
    this.generation++;
    this.entries.clear();
    this.keysByUser.clear();
  }

  /**
   * Drop users' values as their topics are heard; all of them when the bus resyncs. A
   * value is answered only once the bus has caught up with every event committed before
   * the asking, so a change made on another instance a moment ago is never missed.
   */
  follow(events: EventBus): void {
    events.subscribe((event) => {
      if (event.topic.startsWith("user:")) this.forgetUser(event.topic.slice("user:".length));
    });
    events.onResync(() => this.clear());
    this.caughtUp = () => events.caughtUp();
  }

  private remember(key: string, userId: string, value: V, expiresAt: number) {
    if (this.entries.size >= this.options.maxEntries) {
      // The oldest entry goes (a Map keeps insertion order).
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.drop(oldest);
    }
    this.entries.set(key, { userId, value, expiresAt });
    let keys = this.keysByUser.get(userId);
    if (!keys) this.keysByUser.set(userId, (keys = new Set()));
    keys.add(key);
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.keysByUser.get(entry.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(entry.userId);
  }

  /**
   * The value for `key`: remembered, or loaded once however many ask at the same time.
   * `load` answers the value, its user and how long it may live at most (a session's end),
   * or null for nothing (never remembered).
   */
  async get(
    key: string,
    load: () => Promise<{ value: V; userId: string; validUntil?: number } | null>,
  ): Promise<V | null> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Still there once the bus caught up: no event has ended it.
      if ((await this.caughtUp()) && this.entries.get(key) === entry) return entry.value;
    } else if (entry) this.drop(key);

    // A load begun before an invalidation may answer what was true before it: not joined.
    const pending = this.loading.get(key);
    if (pending?.generation === this.generation) return pending.value;
    const generation = this.generation;
    const loaded = load()
      .then((result) => {
        if (!result) return null;
        if (generation === this.generation) {
          const expiresAt = Math.min(
            this.now() + this.options.ttlMs,
            result.validUntil ?? Number.POSITIVE_INFINITY,
          );
          this.remember(key, result.userId, result.value, expiresAt);
        }
        return result.value;
      })
      .finally(() => {
        if (this.loading.get(key)?.value === loaded) this.loading.delete(key);
      });
    this.loading.set(key, { generation, value: loaded });
    return loaded;
  }
}
