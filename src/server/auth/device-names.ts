import { asc, eq } from "drizzle-orm";
import { devicesCopy } from "~/shared/copy/devices";
import type { Database } from "../domain/database";
import { device } from "../domain/playback-claims/tables";

/**
 * The name of each of the account's devices, as the history shows it: the owner's own, or
 * the browser and system ("Chrome en Android"), numbered in the order they were first seen
 * when several share it ("Chrome en Android (2)"). An account has a handful of devices, so
 * they are all read at once; one never kept is "Dispositivo sin identificar".
 */
export async function deviceNames(
  db: Pick<Database, "select">,
  userId: string,
): Promise<(deviceId: string) => string> {
  const rows = await db
    .select({ id: device.id, browser: device.browser, system: device.system, name: device.name })
    .from(device)
    .where(eq(device.userId, userId))
    .orderBy(asc(device.firstSeenAt), asc(device.id));
  const counts = new Map<string, number>();
  const names = new Map<string, string>();
  for (const row of rows) {
    const base = row.name ?? devicesCopy.name(row);
    const ordinal = (counts.get(base) ?? 0) + 1;
    counts.set(base, ordinal);
    names.set(row.id, devicesCopy.numbered(base, ordinal));
  }
  return (deviceId) => names.get(deviceId) ?? devicesCopy.unnamed;
}
