import { z } from "~/shared/validation/zod";
import { songRightsCopy } from "../copy/song-rights";
import { rowIdSchema } from "../validation/ids";
import { singleLine } from "../validation/text";
import { licenceRunsOn } from "./licence-days";

const errors = songRightsCopy.errors;

/** The collecting societies that manage music rights in Spain (business.md). */
export const COLLECTING_SOCIETIES = ["SGAE", "AGEDI", "AIE"] as const;
export type CollectingSociety = (typeof COLLECTING_SOCIETIES)[number];

/** Why a published song is no longer: its licence ended, or an admin withdrew it. */
export type SongWithdrawal = "licence_ended" | "by_admin";

const text = (max: number) => singleLine().min(1, errors.required).max(max, errors.tooLong(max));
const isoDate = z.iso.date(errors.invalidDate);

/** ES, EU or WORLD cover Spain; another country's code does not. */
const territorySchema = singleLine()
  .transform((value) => value.toUpperCase())
  .pipe(z.string().regex(/^([A-Z]{2}|WORLD)$/, errors.territoryCode));

/** A licence contract: one licensor, one document, many songs. */
export const licenceContractSchema = z
  .strictObject({
    reference: text(100),
    licensor: text(200),
    signedOn: isoDate,
    territories: z.array(territorySchema).min(1, errors.territoriesRequired).max(50),
    validFrom: isoDate,
    /** The last day covered; null when the licence has no end. */
    validUntil: isoDate.nullable(),
  })
  .refine((contract) => !contract.validUntil || contract.validUntil >= contract.validFrom, {
    path: ["validUntil"],
    message: errors.endBeforeStart,
  });
export type LicenceContractInput = z.infer<typeof licenceContractSchema>;

/** The longest name a song's rights hold: an author, the performer, the master's owner. */
export const RIGHTS_NAME_MAX = 200;

/** Each field of a song's rights with its rules: one song's whole rights, or a few for many. */
const rightsFields = {
  authors: z.array(text(RIGHTS_NAME_MAX)).min(1, errors.authorsRequired).max(20),
  performer: text(RIGHTS_NAME_MAX),
  masterOwner: text(RIGHTS_NAME_MAX),
  contractId: rowIdSchema,
  /** The societies that manage the work or the recording; empty: none of them. */
  managedBy: z.array(z.enum(COLLECTING_SOCIETIES)).max(3),
};

/** A song's own rights, and the contract it was licensed under. */
export const songRightsSchema = z.strictObject({
  ...rightsFields,
  managedBy: rightsFields.managedBy.default([]),
});
export type SongRightsInput = z.infer<typeof songRightsSchema>;

/** The rights a song cannot be given without: a song with none needs all four at once. */
export type RequiredRight = keyof typeof songRightsCopy.bulk.lacking;
export const REQUIRED_RIGHTS = [
  "authors",
  "performer",
  "masterOwner",
  "contractId",
] as const satisfies readonly RequiredRight[];

/** The most songs one bulk edit changes: five pages of the admin's table at their longest. */
export const MAX_BULK_SONGS = 500;

/**
 * What the ticked songs of the admin's table should share. A field left out keeps each
 * song's own value (no `default` here, unlike `songRightsSchema`: an absent `managedBy`
 * must not empty every song's societies).
 */
export const bulkRightsChangesSchema = z.strictObject(rightsFields).partial();
export type BulkRightsChanges = z.infer<typeof bulkRightsChangesSchema>;

const changesSomething = (body: { changes: BulkRightsChanges; publish: boolean }) =>
  body.publish || Object.values(body.changes).some((value) => value !== undefined);

/** `POST /api/song-rights/bulk`: the songs, what they should share, and whether to publish. */
export const bulkRightsSchema = z
  .strictObject({
    ids: z
      .array(rowIdSchema, errors.bulkNoSongs)
      .min(1, errors.bulkNoSongs)
      .max(MAX_BULK_SONGS, errors.bulkTooManySongs(MAX_BULK_SONGS))
      .refine((ids) => new Set(ids).size === ids.length, errors.bulkRepeatedSongs),
    changes: bulkRightsChangesSchema,
    /** Publish those whose rights are complete once the changes are written. */
    publish: z.boolean().default(false),
  })
  .refine(changesSomething, { path: ["changes"], message: errors.bulkNothingToChange });
export type BulkRightsInput = z.infer<typeof bulkRightsSchema>;

/** What keeps a song from being published, in the order the admin fixes it. */
export type MissingRight = keyof typeof songRightsCopy.missing;

export interface ContractFacts {
  territories: readonly string[];
  validFrom: string;
  validUntil: string | null;
  hasDocument: boolean;
}

const coversSpain = (territories: readonly string[]) =>
  territories.some((code) => code === "ES" || code === "EU" || code === "WORLD");

/**
 * What a song lacks to be published `today` (a date in Spain). A licence whose last day
 * is today is already ended here: the daily job withdraws such songs the night before
 * their licence stops covering them, so publishing one would be undone by morning.
 */
export function missingRights(contract: ContractFacts | null, today: string): MissingRight[] {
  if (!contract) return ["rights"];
  const missing: MissingRight[] = [];
  if (!contract.hasDocument) missing.push("contractDocument");
  if (!coversSpain(contract.territories)) missing.push("territory");
  if (contract.validFrom > today) missing.push("notYetValid");
  if (!licenceRunsOn(contract.validUntil, today)) missing.push("ended");
  return missing;
}

/** The admin's contracts, searched by reference or licensor, a page at a time. */
export const contractListQuerySchema = z.object({
  search: singleLine().max(100).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(25),
});

/** The songs of a page of the admin's table whose rights status is asked: comma-separated ids. */
export const rightsStatusQuerySchema = z.object({
  ids: z
    .string()
    .max(100 * 37)
    .transform((value) => value.split(",").filter(Boolean))
    .pipe(z.array(rowIdSchema).min(1).max(100)),
});
