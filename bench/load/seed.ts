import { randomUUID } from "node:crypto";
import { createAuth } from "~/server/auth/create-auth";
import { seedDemo } from "~/server/cli-commands/seed-demo";
import type { DatabaseHandle } from "~/server/db/client";
import { account, user } from "~/server/domain/accounts/tables";
import { song } from "~/server/domain/catalog/tables";
import type { Env } from "~/server/env";
import { setComplimentaryAccess } from "~/server/features/users/set-complimentary-access";
import { createInfra, type Infra } from "~/server/create-infra";
import { normalizeText } from "~/shared/catalog/normalize";

const INSERT_BATCH = 500;

export interface Shop {
  email: string;
  /** The shop's own address (X-Forwarded-For): per-IP limits apply per shop. */
  ip: string;
}

/**
 * The demo catalogue, through the functions an admin uses; then copies of its songs
 * (each with a stored file of its own) until the catalogue has `songs` entries, so that
 * pages and searches have something to walk through.
 */
async function seedCatalogue(infra: Infra, songs: number) {
  await seedDemo(infra);
  const { db } = infra.database;
  const demo = await db.select().from(song).orderBy(song.title);
  const rows: (typeof song.$inferInsert)[] = [];
  for (let copy = 0; demo.length + rows.length < songs; copy++) {
    const original = demo[copy % demo.length] as typeof song.$inferSelect;
    const title = `${original.title} ${Math.floor(copy / demo.length) + 2}`;
    const storageKey = `music/load-${copy}.mp3`;
    const bytes = Buffer.concat(await (await infra.storage.read(original.storageKey)).toArray());
    await infra.storage.put(storageKey, bytes, { contentType: original.mimeType });
    rows.push({
      id: randomUUID(),
      title,
      artist: original.artist,
      genreId: original.genreId,
      storageKey,
      mimeType: original.mimeType,
      sizeBytes: original.sizeBytes,
      durationSeconds: original.durationSeconds,
      searchText: normalizeText(`${title} ${original.artist}`),
      // The same audio as its original, so its loudness too: the server would otherwise
      // measure a thousand copies at start, in the middle of the measurement.
      analysisStatus: original.analysisStatus,
      loudnessLufs: original.loudnessLufs,
      truePeakDbtp: original.truePeakDbtp,
      leadingSilenceSeconds: original.leadingSilenceSeconds,
      trailingSilenceSeconds: original.trailingSilenceSeconds,
    });
  }
  for (let start = 0; start < rows.length; start += INSERT_BATCH)
    await db.insert(song).values(rows.slice(start, start + INSERT_BATCH));
}

/**
 * `count` verified customers with complimentary access (the admin's grant, so they may
 * play), all with `password`: hashed once the way better-auth checks it at sign-in —
 * hashing is deliberately slow, and 200 sign-ups through the API would be the bench's
 * longest part.
 */
async function seedShops(infra: Infra, count: number, password: string): Promise<Shop[]> {
  const { db } = infra.database;
  const hash = await (await createAuth(infra).$context).password.hash(password);
  const shops = Array.from({ length: count }, (_, index) => ({
    id: randomUUID(),
    email: `tienda.${index + 1}@example.es`,
    ip: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${(index & 255) + 1}`,
  }));
  for (let start = 0; start < shops.length; start += INSERT_BATCH) {
    const batch = shops.slice(start, start + INSERT_BATCH);
    await db.transaction(async (tx) => {
      await tx.insert(user).values(
        batch.map((shop, offset) => ({
          id: shop.id,
          email: shop.email,
          name: `Tienda ${start + offset + 1}`,
          emailVerified: true,
        })),
      );
      await tx.insert(account).values(
        batch.map((shop) => ({
          id: randomUUID(),
          userId: shop.id,
          accountId: shop.id,
          providerId: "credential",
          password: hash,
        })),
      );
    });
  }
  for (const shop of shops) await setComplimentaryAccess({ db, userId: shop.id, active: true });
  return shops.map(({ email, ip }) => ({ email, ip }));
}

/** Fills a migrated database (and the data directory's uploads) for the load bench. */
export async function seedLoadData(options: {
  env: Env;
  database: DatabaseHandle;
  songs: number;
  shops: number;
  password: string;
}): Promise<Shop[]> {
  // Started: the demo's uploads enqueue their loudness analysis (decision 015).
  const infra = await createInfra({
    env: options.env,
    database: options.database,
    startJobs: true,
  });
  try {
    await seedCatalogue(infra, options.songs);
    return await seedShops(infra, options.shops, options.password);
  } finally {
    await infra.close();
  }
}
