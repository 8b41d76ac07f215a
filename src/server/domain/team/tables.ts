import { index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { TeamMemberRole } from "~/shared/accounts/team";
import { user, userColumn } from "../accounts/tables";
import { createdAtColumn, idColumn, refersTo, timestampTz } from "../columns";

/**
 * A person of an owner's team (decision 026): one team per person, with a role
 * ("manager" or "employee") and the establishments they work in. The owner is the
 * subscriber and has no row; a person without a row acts for themself.
 */
export const teamMember = pgTable(
  "team_member",
  {
    userId: userColumn().primaryKey(),
    ownerId: userColumn("owner_id"),
    role: text("role").$type<TeamMemberRole>().notNull(),
    /** The establishments given whole: all their zones, those added later too. */
    establishmentIds: jsonb("establishment_ids").$type<string[]>().notNull(),
    /** The zones given one by one, in establishments not given whole. */
    zoneIds: jsonb("zone_ids").$type<string[]>().notNull().default([]),
    createdAt: createdAtColumn(),
    /** The last request the person made, at most once a minute ("Equipo"). */
    lastActiveAt: timestampTz("last_active_at"),
  },
  (table) => [index("team_member_owner_idx").on(table.ownerId)],
);

export type TeamMemberRow = typeof teamMember.$inferSelect;

/**
 * An invitation to an owner's team, sent by e-mail. Only the token's SHA-256 is kept: a
 * leaked table opens no team. Single use (acceptedAt), withdrawn (withdrawnAt) or expired
 * (expiresAt) and it opens nothing.
 */
export const teamInvitation = pgTable(
  "team_invitation",
  {
    id: idColumn(),
    ownerId: userColumn("owner_id"),
    email: text("email").notNull(),
    role: text("role").$type<TeamMemberRole>().notNull(),
    establishmentIds: jsonb("establishment_ids").$type<string[]>().notNull(),
    zoneIds: jsonb("zone_ids").$type<string[]>().notNull().default([]),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestampTz("expires_at").notNull(),
    acceptedAt: timestampTz("accepted_at"),
    acceptedBy: refersTo("accepted_by", () => user.id),
    withdrawnAt: timestampTz("withdrawn_at"),
    createdAt: createdAtColumn(),
  },
  (table) => [index("team_invitation_owner_idx").on(table.ownerId, table.createdAt)],
);

export type TeamInvitationRow = typeof teamInvitation.$inferSelect;
