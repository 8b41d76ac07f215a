import { bigint, boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import type { BillingInfo } from "~/shared/accounts/billing-info";
import type { Role } from "~/shared/accounts/roles";
import { belongsTo, createdAtColumn, idColumn, timestamps, timestampTz } from "../columns";

export const user = pgTable(
  "user",
  {
    id: idColumn(),
    /** The user's full name (product §2). */
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").$type<Role>().notNull().default("user"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestampTz("ban_expires"),
    phone: text("phone"),
    company: text("company"),
    billingInfo: jsonb("billing_info").$type<BillingInfo>(),
    /**
     * Campaign e-mails only with prior consent (LSSI art. 21): asked unticked at registration,
     * changed on the profile, withdrawn by a campaign's unsubscribe link. Never chosen = no.
     */
    campaignsConsent: boolean("campaigns_consent").notNull().default(false),
    /** When the consent in force was given (proof under the RGPD); null without consent. */
    campaignsConsentAt: timestampTz("campaigns_consent_at"),
    /**
     * The owner keeps their team's employees to the company's lists (decision 026): no catalogue,
     * genres or public lists to browse, only the owner's own lists (decision 026).
     */
    staffListsOnly: boolean("staff_lists_only").notNull().default(false),
    /**
     * The owner lets their employees block songs in the zones they work in ("Equipo",
     * decision 045); never account-wide.
     */
    staffBlocksSongs: boolean("staff_blocks_songs").notNull().default(false),
    /** The Stripe customer of this user, once one exists. */
    stripeCustomerId: text("stripe_customer_id").unique(),
    ...timestamps,
  },
  (table) => [index("user_created_at_idx").on(table.createdAt)],
);

/** A user's own row (or, named otherwise, the rows a user owns): removed with the user. */
export const userColumn = (name = "user_id") => belongsTo(name, () => user.id);

/** A row of a user's own with an id of its own. */
export const userRowColumns = () => ({ id: idColumn(), userId: userColumn() });

export const session = pgTable(
  "session",
  {
    id: idColumn(),
    expiresAt: timestampTz("expires_at").notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: userColumn(),
    impersonatedBy: text("impersonated_by"),
    ...timestamps,
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: idColumn(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: userColumn(),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestampTz("access_token_expires_at"),
    refreshTokenExpiresAt: timestampTz("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: idColumn(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestampTz("expires_at").notNull(),
    ...timestamps,
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** better-auth's per-IP counters, in the database so they hold across instances. */
export const rateLimit = pgTable("rate_limit", {
  id: idColumn(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

/** Attempts counted per account or address (failed logins, reset requests). */
export const authAttempt = pgTable(
  "auth_attempt",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    key: text("key").notNull(),
    createdAt: createdAtColumn(),
  },
  (table) => [index("auth_attempt_key_created_at_idx").on(table.key, table.createdAt)],
);

export type UserRow = typeof user.$inferSelect;
