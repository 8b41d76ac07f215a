import { index, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { DeviceBrowser, DeviceSystem } from "~/shared/devices/device-kind";
import { userColumn } from "../accounts/tables";
import { establishmentColumn } from "../establishments/tables";
import { zoneColumn } from "../zones/tables";
import { idColumn, timestampTzMs } from "../columns";

/**
 * Which device plays an establishment's music (decision 018), append-only: one row per
 * claim, and the current claim is the latest. A claim holds from its `claimedAt` until
 * the next claim's; `lastSeenAt` moves with the holder's heartbeats, so a silent holder
 * can be replaced without asking. Per zone (decision 023).
 */
export const playbackClaim = pgTable(
  "playback_claim",
  {
    id: idColumn(),
    establishmentId: establishmentColumn(),
    zoneId: zoneColumn(),
    deviceId: text("device_id").notNull(),
    /**
     * The better-auth session that made the claim (its row's id, never its token): the
     * device is whoever holds the claim in this session (decision 034). No foreign key:
     * the claim is history and outlives the session. Null for claims made before 0030,
     * which are their device's in any session.
     */
    sessionId: text("session_id"),
    /** The server's clock, never the device's: plays are checked against it. */
    claimedAt: timestampTzMs("claimed_at").notNull(),
    lastSeenAt: timestampTzMs("last_seen_at").notNull(),
  },
  (table) => [index("playback_claim_claimed_at_idx").on(table.zoneId, table.claimedAt)],
);

/**
 * The devices an account plays on, so the history names them as a person would ("Chrome
 * en Android") instead of by the id the browser made up. Remembered when a device gets its
 * offline lease or claims an establishment, with the browser and system its user agent
 * names ("unknown" for devices that played before, until they are seen again); `name` is
 * the owner's own, if they renamed it. Keyed by account: two accounts signed in on one
 * browser share its id but not its name.
 */
export const device = pgTable(
  "device",
  {
    userId: userColumn(),
    id: text("id").notNull(),
    browser: text("browser").$type<DeviceBrowser>().notNull(),
    system: text("system").$type<DeviceSystem>().notNull(),
    name: text("name"),
    firstSeenAt: timestampTzMs("first_seen_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.id] })],
);
