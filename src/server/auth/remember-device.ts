import { and, eq, sql } from "drizzle-orm";
import { deviceKindOf } from "~/shared/devices/device-kind";
import type { Database } from "../domain/database";
import { device } from "../domain/playback-claims/tables";

/**
 * Keeps the browser and system of a device the account plays on, from its user agent, the
 * first time it is seen — or when it was kept before names were ("unknown"): the name the
 * history gives it stays the same from then on, whatever browser updates change.
 */
export async function rememberDevice(
  db: Database,
  options: { userId: string; deviceId: string; userAgent: string | undefined; now?: Date },
): Promise<void> {
  const kind = deviceKindOf(options.userAgent);
  await db
    .insert(device)
    .values({
      userId: options.userId,
      id: options.deviceId,
      ...kind,
      firstSeenAt: options.now ?? new Date(),
    })
    .onConflictDoUpdate({
      target: [device.userId, device.id],
      set: { browser: sql`excluded.browser`, system: sql`excluded.system` },
      setWhere: and(eq(device.browser, "unknown"), eq(device.system, "unknown")),
    });
}

/**
 * `rememberDevice` once per device in this process: the player asks for access before every
 * song, and a device once kept needs no write again.
 */
export function deviceMemory(db: Database, limit = 10_000) {
  const seen = new Set<string>();
  return async (options: { userId: string; deviceId: string; userAgent: string | undefined }) => {
    const key = `${options.userId} ${options.deviceId}`;
    if (seen.has(key)) return;
    await rememberDevice(db, options);
    if (seen.size >= limit) seen.clear();
    seen.add(key);
  };
}
