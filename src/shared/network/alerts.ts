import type { NetworkStatus } from "./network-status";

/**
 * What an alert is about (decision 041): a zone silent in its opening hours, or its device
 * offline. The statuses `alarming` names, kept apart so copy and schemas share them.
 */
export const alertKinds = ["silent", "offline"] as const satisfies readonly NetworkStatus[];
export type AlertKind = (typeof alertKinds)[number];

/** "instant": an e-mail at each minute's check that raises or clears one; "digest": one a day. */
export const alertModes = ["instant", "digest"] as const;
export type AlertMode = (typeof alertModes)[number];

/** How long, in minutes, a zone may be silent or offline before it is an alert. */
export const alertMinutes = {
  silent: { min: 5, max: 240, default: 15 },
  offline: { min: 5, max: 1440, default: 30 },
} as const satisfies Record<AlertKind, { min: number; max: number; default: number }>;

/** Episodes on one page of GET /api/network/alerts. */
export const ALERTS_PAGE_SIZE = 50;
