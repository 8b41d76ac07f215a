import { z } from "~/shared/validation/zod";
import { passwordSchema } from "../accounts/password-policy";
import { teamMemberRoles, type TeamMemberRole, type TeamRole } from "../accounts/team";
import { accountsCopy } from "../copy/accounts";
import { teamCopy } from "../copy/team";
import { emailSchema, fullNameSchema } from "../accounts/schema";
import { externalIdSchema, rowIdSchema } from "../validation/ids";

/** Establishments (or zones) one person may be given: more than any chain's staff works in. */
export const MAX_MEMBER_ESTABLISHMENTS = 100;

/**
 * Where a person works: establishments given whole (their zones, those added later too)
 * and single zones of others — an "Empleado" of the Terraza only. At least one of either.
 */
const accessShape = {
  role: z.enum(teamMemberRoles),
  establishmentIds: z.array(rowIdSchema).max(MAX_MEMBER_ESTABLISHMENTS),
  zoneIds: z.array(rowIdSchema).max(MAX_MEMBER_ESTABLISHMENTS).optional(),
};
const somewhere = (where: { establishmentIds: string[]; zoneIds?: string[] | undefined }) =>
  where.establishmentIds.length + (where.zoneIds?.length ?? 0) > 0;
const somewhereRefusal = {
  path: ["establishmentIds"],
  message: teamCopy.errors.chooseEstablishments,
};

/** "Invitar a una persona": who, with what role, in which establishments or zones. */
export const invitationInputSchema = z
  .strictObject({ email: emailSchema, ...accessShape })
  .refine(somewhere, somewhereRefusal);
export type InvitationInput = z.input<typeof invitationInputSchema>;

/** Changing a person of the team in place: their role and where they work. */
export const memberChangeSchema = z.strictObject(accessShape).refine(somewhere, somewhereRefusal);
export type MemberChange = z.input<typeof memberChangeSchema>;

/** An invitation's token in a path: 32 random bytes, base64url. */
export const invitationTokenParam = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, teamCopy.errors.invitationInvalid),
});

export const memberParam = z.object({ userId: externalIdSchema });

/** Registering from an invitation: the e-mail is the invitation's. */
export const invitationRegisterSchema = z.strictObject({
  fullName: fullNameSchema,
  password: passwordSchema,
});
export type InvitationRegisterInput = z.input<typeof invitationRegisterSchema>;

/** The form that sends it: the password typed twice, as on /register. */
export const invitationRegisterFormSchema = z
  .object({
    fullName: fullNameSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(1, accountsCopy.required),
  })
  .refine((form) => form.password === form.confirmPassword, {
    path: ["confirmPassword"],
    message: accountsCopy.register.errors.mismatch,
  });

/** A zone given on its own, named with its establishment. */
export interface TeamZone {
  id: string;
  name: string;
  establishmentId: string;
  establishmentName: string;
}

export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  role: TeamMemberRole;
  /** Given whole. */
  establishments: { id: string; name: string }[];
  /** Given one by one, in establishments not given whole. */
  zones: TeamZone[];
  lastActiveAt: string | null;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: TeamMemberRole;
  establishments: { id: string; name: string }[];
  zones: TeamZone[];
  expiresAt: string;
}

export interface Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
  /** Employees play only the company's lists (the owner's). */
  listsOnly: boolean;
  /** Employees may block songs in the zones they work in (decision 045). */
  blocksSongs: boolean;
}

/**
 * "Equipo"'s settings: whether employees are kept to the company's lists, and whether they
 * may block songs in their zones. Each switch sends its own; the other stays as it was.
 */
export const teamSettingsSchema = z
  .strictObject({ listsOnly: z.boolean().optional(), blocksSongs: z.boolean().optional() })
  .refine((settings) => settings.listsOnly !== undefined || settings.blocksSongs !== undefined, {
    message: teamCopy.errors.noSetting,
  });
export type TeamSettings = z.infer<typeof teamSettingsSchema>;

/** What the invitation page shows before accepting. */
export interface InvitationPreview {
  ownerName: string;
  email: string;
  role: TeamMemberRole;
  establishments: string[];
  /** Whether an account with the invitation's e-mail exists (then: sign in to accept). */
  accountExists: boolean;
}

/** Who the signed-in person is in a team, as the browser's menus and guards read it. */
export interface TeamSummary {
  teamRole: TeamRole;
  ownerName: string | null;
  establishmentIds: string[] | null;
  /** The establishments given zone by zone, with those zones (none for the owner). */
  zonesOf: Record<string, string[]>;
  /** An employee kept to the company's lists: the player offers only those. */
  listsOnly: boolean;
  /** An employee the owner lets block songs in their zones (decision 045). */
  blocksSongs: boolean;
}
