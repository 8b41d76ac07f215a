/**
 * One tab per zone per browser. The tabs of a browser share its device id and its session,
 * so the server takes them for one device (decision 034): without this, a second tab
 * would sound the zone with the first, and the play log would refuse both tabs'
 * overlapping plays. The tab that plays a zone holds a Web Lock named after it; another
 * tab finds it held and asks, as for another device; taking the zone over steals the
 * lock, and the tab that held it hears that it lost the zone.
 */
export interface ZoneTabs {
  /**
   * Holds `zoneId`'s lock unless another tab does (then false). `lost` runs if another
   * tab takes it later. A lock held for another zone is let go once this one is held.
   */
  hold(zoneId: string, lost: () => void): Promise<boolean>;
  /** Takes `zoneId`'s lock from whichever tab holds it. */
  take(zoneId: string, lost: () => void): Promise<void>;
  /** Whether another tab of this browser holds `zoneId`'s lock now. */
  heldByAnotherTab(zoneId: string): Promise<boolean>;
  /** This tab plays no zone any more: its lock is let go. */
  release(): void;
}

const lockName = (zoneId: string) => `sonaria-zone:${zoneId}`;

/** Without Web Locks (an insecure origin, an old browser) every tab may play, as before. */
const everyTab: ZoneTabs = {
  hold: async () => true,
  take: async () => undefined,
  heldByAnotherTab: async () => false,
  release: () => undefined,
};

export function zoneTabs(locks: LockManager | undefined): ZoneTabs {
  if (!locks) return everyTab;
  let held: { zoneId: string; letGo: () => void } | null = null;

  const release = () => {
    held?.letGo();
    held = null;
  };

  const request = (zoneId: string, lost: () => void, options: LockOptions) =>
    new Promise<boolean>((granted) => {
      let letGo = () => {};
      const kept = new Promise<void>((resolve) => (letGo = resolve));
      const mine = { zoneId, letGo };
      locks
        .request(lockName(zoneId), options, (lock) => {
          if (!lock) return granted(false);
          if (held !== mine) release();
          held = mine;
          granted(true);
          return kept;
        })
        .catch(() => {
          // Stolen (AbortError): another tab of this browser plays the zone now.
          if (held !== mine) return;
          held = null;
          lost();
        });
    });

  return {
    async hold(zoneId, lost) {
      if (held?.zoneId === zoneId) return true;
      return request(zoneId, lost, { ifAvailable: true });
    },
    async take(zoneId, lost) {
      if (held?.zoneId === zoneId) return;
      await request(zoneId, lost, { steal: true });
    },
    async heldByAnotherTab(zoneId) {
      if (held?.zoneId === zoneId) return false;
      const { held: all = [] } = await locks.query();
      return all.some((lock) => lock.name === lockName(zoneId));
    },
    release,
  };
}

let tabs: ZoneTabs | undefined;

/** This tab's side of the browser's zone locks (made on first use, in the browser). */
export function browserZoneTabs(): ZoneTabs {
  tabs ??= zoneTabs(typeof navigator === "undefined" ? undefined : navigator.locks);
  return tabs;
}
