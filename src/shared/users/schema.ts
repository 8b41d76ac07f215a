import { z } from "~/shared/validation/zod";
import { roles } from "../accounts/roles";
import type { TeamMemberRole } from "../accounts/team";
import { accountsCopy } from "../copy/accounts";
import { fullNameSchema } from "../accounts/schema";
import { singleLine } from "../validation/text";

export const USERS_PAGE_SIZE = 20;

export const userListQuerySchema = z.object({
  search: singleLine().max(100).optional().default(""),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(USERS_PAGE_SIZE),
});

const optionalText = (max: number) =>
  singleLine()
    .max(max, accountsCopy.tooLong(max))
    .transform((value) => (value === "" ? null : value));

/** What an admin may edit of a user (product §2): full name, phone, company. */
export const adminUpdateUserSchema = z.strictObject({
  fullName: fullNameSchema,
  phone: optionalText(30),
  company: optionalText(200),
});

export const setRoleSchema = z.strictObject({ role: z.enum(roles) });
export const setComplimentarySchema = z.strictObject({ active: z.boolean() });

/**
 * The team an account belongs to, as the admin's users screen shows it (decision 026): a
 * member of someone's team, the owner of a team with its people, or neither.
 */
export type UserOrganisation =
  | { kind: "member"; ownerName: string; role: TeamMemberRole }
  | { kind: "owner"; people: number }
  | null;
