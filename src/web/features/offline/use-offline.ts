import { useSyncExternalStore } from "react";
import { offlineSession } from "./offline-session";
import type { ReserveSnapshot } from "./offline-reserve";

const noReserve: ReserveSnapshot = {
  enabled: true,
  readySeconds: 0,
  targetSeconds: 0,
  filling: false,
};
const noop = () => () => {};

/** Whether the dashboard cannot reach the server now (false before the browser's session exists). */
export function useOffline(): boolean {
  return useSyncExternalStore(
    typeof window === "undefined" ? noop : offlineSession().connection.subscribe,
    () => offlineSession().connection.isOffline(),
    () => false,
  );
}

/** The offline reserve's state: on or off, hours ready, fetching. */
export function useReserve(): ReserveSnapshot {
  return useSyncExternalStore(
    typeof window === "undefined" ? noop : offlineSession().reserve.subscribe,
    () => offlineSession().reserve.getSnapshot(),
    () => noReserve,
  );
}
