import { z } from "~/shared/validation/zod";
import { companyProgrammesCopy } from "../copy/company-programmes";
import { rowIdSchema } from "../validation/ids";
import { singleLine } from "../validation/text";

const errors = companyProgrammesCopy.errors;

/** More than any chain's zones are chosen one by one; provinces are 52. */
const MAX_CHOSEN = 500;
const chosen = <T extends z.ZodType>(item: T) =>
  z.array(item).max(MAX_CHOSEN, errors.tooManyTargets).default([]);

/**
 * Where a company programme applies (decision 043): every zone of the establishments in
 * the provinces, every zone of the establishments, and the zones, together. Resolved to
 * zones when applied; the preview shows them first.
 */
export const programmeTargetSchema = z
  .strictObject({
    provinces: chosen(singleLine().min(1).max(60)),
    establishmentIds: chosen(rowIdSchema),
    zoneIds: chosen(rowIdSchema),
  })
  .refine(
    (target) =>
      target.provinces.length + target.establishmentIds.length + target.zoneIds.length > 0,
    errors.targetRequired,
  );
export type ProgrammeTarget = z.infer<typeof programmeTargetSchema>;

const nameSchema = singleLine().min(1, errors.nameRequired).max(60, errors.nameTooLong);

/** "Nuevo programa de empresa": named, started from a zone's programme, applied at once. */
export const createCompanyProgrammeSchema = z.strictObject({
  name: nameSchema,
  fromZoneId: rowIdSchema,
  localChanges: z.boolean(),
  target: programmeTargetSchema,
});
export type CreateCompanyProgramme = z.infer<typeof createCompanyProgrammeSchema>;

export const updateCompanyProgrammeSchema = z.strictObject({
  name: nameSchema.optional(),
  localChanges: z.boolean().optional(),
});

/** A company programme as the list shows it. */
export interface CompanyProgrammeSummary {
  id: string;
  name: string;
  localChanges: boolean;
  /** The zones following it now. */
  zones: number;
  /** A zone following it, whose "Programación" edits it; null when none does. */
  editZone: { zoneId: string; establishmentId: string } | null;
  updatedAt: string;
}

/** A zone a target names, and what it follows now: the preview's and the zone list's rows. */
export interface ProgrammeZone {
  zoneId: string;
  zoneName: string;
  establishmentId: string;
  establishmentName: string;
  province: string;
  /** The company programme it follows now; null: its own programme, or none. */
  follows: { id: string; name: string } | null;
  hasSchedule: boolean;
}

/** What a zone's programme says of the company programme it follows. */
export interface FollowedProgramme {
  id: string;
  name: string;
  localChanges: boolean;
  /** How many zones a change made here reaches. */
  zones: number;
}
