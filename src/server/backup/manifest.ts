import { z } from "~/shared/validation/zod";

const count = z.number().int().min(0);

/** Where the database was in its history: the migrations applied, the last one by name. */
export const migrationLevelSchema = z.object({
  count,
  /** The last applied migration's `when` in the journal (drizzle's `created_at`). */
  createdAt: z.number().int(),
  /** Its file name, when this version of the app knows it. */
  tag: z.string().nullable(),
});

/** The first entry of every archive: what it holds, so a restore can say no before writing anything. */
export const backupManifestSchema = z.object({
  format: z.literal("sonaria-backup"),
  version: z.literal(1),
  createdAt: z.iso.datetime(),
  database: z.object({
    kind: z.enum(["pglite", "postgres"]),
    migration: migrationLevelSchema,
    /** Rows per table of the app's schema. */
    tables: z.record(z.string(), count),
    /** Schemas left out: pg-boss's jobs on PostgreSQL (the PGlite data directory holds them). */
    excludedSchemas: z.array(z.string()),
  }),
  storage: z.discriminatedUnion("kind", [
    z.object({ kind: z.literal("disk"), objects: count, bytes: count, included: z.literal(true) }),
    /** The objects stay in their bucket: the archive has none of them. */
    z.object({
      kind: z.literal("s3"),
      bucket: z.string(),
      endpoint: z.string().nullable(),
      objects: count,
      included: z.literal(false),
    }),
  ]),
});

/** A line of `objects.jsonl`: what `put` needs besides the bytes. */
export const objectIndexLineSchema = z.object({
  key: z.string(),
  size: count,
  contentType: z.string(),
});

/** `database/sequences.json` (PostgreSQL): where each serial or identity column's sequence stood. */
export const sequenceStatesSchema = z.array(
  z.object({
    table: z.string(),
    column: z.string(),
    /** A bigint as text; null: never used. */
    lastValue: z
      .string()
      .regex(/^-?\d+$/)
      .nullable(),
  }),
);

export type BackupManifest = z.infer<typeof backupManifestSchema>;
export type MigrationLevel = z.infer<typeof migrationLevelSchema>;
export type ObjectIndexLine = z.infer<typeof objectIndexLineSchema>;
export type SequenceState = z.infer<typeof sequenceStatesSchema>[number];

/** The archive's entries, in the order they are written and read. */
export const entryNames = {
  manifest: "manifest.json",
  pgliteDataDir: "database/pglite-data.tar.gz",
  /** `database/tables/003-user.jsonl`: one per table, in foreign-key order. */
  tablePrefix: "database/tables/",
  sequences: "database/sequences.json",
  objectIndex: "objects.jsonl",
  objectPrefix: "objects/",
} as const;

/** A backup or a restore that cannot go on; the message is for the operator. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}
