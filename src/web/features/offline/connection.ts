/** How often the server is tried while the dashboard thinks it is offline. */
const PROBE_EVERY_MS = 10_000;

/**
 * Whether the dashboard reaches the server. The browser's own idea (navigator.onLine and
 * its events) is not enough: a shop's router can lose the internet while the device keeps
 * its network, so a request that gets no answer also says "offline", and from then on the
 * server is tried every few seconds until it answers again.
 */
export class Connection {
  private offline: boolean;
  private probing: ReturnType<typeof setInterval> | undefined;
  private listeners = new Set<() => void>();

  constructor(
    private readonly deps: {
      /** navigator.onLine */
      browserOnline: () => boolean;
      /** Whether the server answers (GET /healthz). */
      probe: () => Promise<boolean>;
    },
  ) {
    this.offline = !deps.browserOnline();
    if (this.offline) this.startProbing();
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };
  isOffline = () => this.offline;

  private set(offline: boolean) {
    if (offline === this.offline) return;
    this.offline = offline;
    if (offline) this.startProbing();
    else this.stopProbing();
    this.listeners.forEach((listener) => listener());
  }

  /** A request got no answer (or the browser lost its network). */
  lost() {
    this.set(true);
  }

  /**
   * The server answered (or the browser got its network back: checked first). An answer
   * handled after the browser lost its network was sent before: it proves nothing now.
   */
  reached() {
    if (!this.deps.browserOnline()) return;
    this.set(false);
  }

  /** The browser says its network is back: believed once the server answers. */
  async browserBack() {
    if (await this.deps.probe().catch(() => false)) this.reached();
  }

  private startProbing() {
    if (this.probing) return;
    this.probing = setInterval(() => void this.browserBack(), PROBE_EVERY_MS);
  }

  private stopProbing() {
    clearInterval(this.probing);
    this.probing = undefined;
  }

  dispose() {
    this.stopProbing();
    this.listeners.clear();
  }
}
