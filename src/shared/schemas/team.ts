import { z } from "~/shared/schemas/zod";
import { passwordSchema } from "../accounts/password-policy";
import { teamMemberRoles, type TeamMemberRole, type TeamRole } from "../accounts/team";
import { accountsCopy } from "../copy/accounts";
import { teamCopy } from "../copy/team";
import { emailSchema, fullNameSchema } from "./accounts";
import { externalIdSchema, rowIdSchema } from "./ids";

/** Establishments one person may be given: more than any chain's staff works in. */
export const MAX_MEMBER_ESTABLISHMENTS = 100;

/** "Invitar a una persona": who, with what role, in which establishments. */
export const invitationInputSchema = z.strictObject({
  email: emailSchema,
  role: z.enum(teamMemberRoles),
  establishmentIds: z
    .array(rowIdSchema)
    .min(1, teamCopy.errors.unknownEstablishment)
    .max(MAX_MEMBER_ESTABLISHMENTS),
});
export type InvitationInput = z.input<typeof invitationInputSchema>;

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

export interface TeamMember {
  userId: string;
  name: string;
  email: string;
  role: TeamMemberRole;
  establishments: { id: string; name: string }[];
  lastActiveAt: string | null;
}

export interface TeamInvitation {
  id: string;
  email: string;
  role: TeamMemberRole;
  establishments: { id: string; name: string }[];
  expiresAt: string;
}

export interface Team {
  members: TeamMember[];
  invitations: TeamInvitation[];
  /** Employees play only the company's lists (the owner's). */
  listsOnly: boolean;
}

/** "Equipo"'s settings: whether employees are kept to the company's lists. */
export const teamSettingsSchema = z.strictObject({ listsOnly: z.boolean() });
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
  /** An employee kept to the company's lists: the player offers only those. */
  listsOnly: boolean;
}
