/**
 * State that components read through `useSyncExternalStore`: the snapshot now, replaced
 * whole on each change (so React sees it changed), and who hears that it did.
 */
export class SnapshotSource<Snapshot extends object> {
  private readonly listeners = new Set<() => void>();

  constructor(protected snapshot: Snapshot) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  getSnapshot = () => this.snapshot;

  protected set(changes: Partial<Snapshot>) {
    this.snapshot = { ...this.snapshot, ...changes };
    this.listeners.forEach((listener) => listener());
  }
}
