import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { migrationsUpTo } from "../backup/migration-level";
import { availableDatabaseKinds, createEmptyPostgresDatabase } from "../testing/test-database";
import { openDatabase, type DatabaseHandle } from "./client";
import { migrateDatabase, migrationsFolder } from "./migrate";

const journal = JSON.parse(
  fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8"),
) as { entries: { idx: number; when: number; tag: string }[] };
const consentIndex = journal.entries.findIndex((entry) => entry.tag.endsWith("_campaigns_consent"));
const before = journal.entries[consentIndex - 1] as { when: number; tag: string };

const kinds = await availableDatabaseKinds();

/**
 * Accounts from before consent was asked (LSSI art. 21, RGPD): the old opt-out defaulted to
 * receiving campaigns, which the law does not take as consent. None of them consents after
 * the migration.
 */
describe.each(kinds)("the campaigns consent migration (%s)", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function databaseBeforeConsent(): Promise<DatabaseHandle> {
    let handle: DatabaseHandle;
    if (kind === "pglite") {
      handle = await openDatabase({ kind: "pglite" });
    } else {
      const empty = await createEmptyPostgresDatabase();
      handle = await openDatabase({ kind: "postgres", url: empty.url });
      cleanups.push(() => empty.drop());
    }
    cleanups.push(() => handle.close());
    const migrations = migrationsUpTo({
      count: consentIndex,
      createdAt: before.when,
      tag: before.tag,
    });
    cleanups.push(() => migrations.remove());
    await migrateDatabase(handle, { migrationsFolder: migrations.folder });
    return handle;
  }

  it("leaves every existing account without consent, whatever its opt-out said", async () => {
    const handle = await databaseBeforeConsent();
    await handle.db.execute(sql`
      insert into "user" (id, name, email, email_verified, campaigns_opt_out) values
        ('nunca', 'Nunca eligió', 'nunca@example.es', true, false),
        ('baja', 'Se dio de baja', 'baja@example.es', true, true)`);

    await migrateDatabase(handle);

    const { rows } = (await handle.db.execute(
      sql`select id, campaigns_consent, campaigns_consent_at from "user" order by id`,
    )) as unknown as {
      rows: { id: string; campaigns_consent: boolean; campaigns_consent_at: unknown }[];
    };
    expect(rows).toEqual([
      { id: "baja", campaigns_consent: false, campaigns_consent_at: null },
      { id: "nunca", campaigns_consent: false, campaigns_consent_at: null },
    ]);
    const { rows: columns } = (await handle.db.execute(
      sql`select column_name from information_schema.columns
          where table_name = 'user' and column_name = 'campaigns_opt_out'`,
    )) as unknown as { rows: unknown[] };
    expect(columns).toEqual([]);
  });
});
