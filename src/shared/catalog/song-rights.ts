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

/** A song's own rights, and the contract it was licensed under. */
export const songRightsSchema = z.strictObject({
  authors: z.array(text(200)).min(1, errors.authorsRequired).max(20),
  performer: text(200),
  masterOwner: text(200),
  contractId: rowIdSchema,
  /** The societies that manage the work or the recording; empty: none of them. */
  managedBy: z.array(z.enum(COLLECTING_SOCIETIES)).max(3).default([]),
});
export type SongRightsInput = z.infer<typeof songRightsSchema>;

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
