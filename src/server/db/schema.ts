import { relations } from "drizzle-orm";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BillingInfo } from "~/shared/accounts/billing-info";
import type { Role } from "~/shared/accounts/roles";
import type { TeamMemberRole } from "~/shared/accounts/team";
import type { BillingInterval, PlanFeature, Tier } from "~/shared/plans/plan";
import type { SubscriptionProvider, SubscriptionStatus } from "~/shared/accounts/access";
import type { SavedQueue } from "~/shared/schemas/music-state";
import type { SealReasonName } from "~/shared/schemas/play-log-seals";
import type { EstablishmentTimeZone } from "~/shared/addresses/time-zones";
import type { Activity } from "~/shared/schemas/establishments";
import type { PlayEnding, PlayKind, PlayOrigin } from "~/shared/schemas/play-log";
import type { CampaignMode } from "~/shared/schemas/messages";
import type { PlayerWaitReason } from "~/shared/play-log/player-waits";
import type { ScheduleInput, ScheduleOverride, Weekday } from "~/shared/schemas/schedules";
import type { ZoneStateInput } from "~/shared/schemas/remote";
import type { DeviceBrowser, DeviceSystem } from "~/shared/devices/device-kind";
import type { AnalysisStatus, MeasurementSource } from "~/shared/audio/song-analysis";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/** Plans synced from the payment provider; empty means the fallback catalogue applies. */
export const plan = pgTable("plan", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  tier: text("tier").$type<Tier>().notNull(),
  features: jsonb("features").$type<PlanFeature[]>().notNull().default([]),
  popular: boolean("popular").notNull().default(false),
  trialDays: integer("trial_days").notNull().default(0),
  active: boolean("active").notNull().default(true),
  ...timestamps,
});

export const price = pgTable(
  "price",
  {
    id: text("id").primaryKey(),
    planId: text("plan_id")
      .notNull()
      .references(() => plan.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("eur"),
    interval: text("interval").$type<BillingInterval>().notNull(),
    active: boolean("active").notNull().default(true),
    ...timestamps,
  },
  (table) => [index("price_plan_id_idx").on(table.planId)],
);

export const planRelations = relations(plan, ({ many }) => ({ prices: many(price) }));
export const priceRelations = relations(price, ({ one }) => ({
  plan: one(plan, { fields: [price.planId], references: [plan.id] }),
}));

export type PlanRow = typeof plan.$inferSelect;
export type NewPlanRow = typeof plan.$inferInsert;
export type PriceRow = typeof price.$inferSelect;
export type NewPriceRow = typeof price.$inferInsert;

// --- Accounts (better-auth's tables, extended; see src/server/auth/create-auth.ts) ---

export const user = pgTable(
  "user",
  {
    id: text("id").primaryKey(),
    /** The user's full name (product §2). */
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role").$type<Role>().notNull().default("user"),
    banned: boolean("banned").default(false),
    banReason: text("ban_reason"),
    banExpires: timestamp("ban_expires", { withTimezone: true }),
    phone: text("phone"),
    company: text("company"),
    billingInfo: jsonb("billing_info").$type<BillingInfo>(),
    /**
     * Campaign e-mails only with prior consent (LSSI art. 21): asked unticked at registration,
     * changed on the profile, withdrawn by a campaign's unsubscribe link. Never chosen = no.
     */
    campaignsConsent: boolean("campaigns_consent").notNull().default(false),
    /** When the consent in force was given (proof under the RGPD); null without consent. */
    campaignsConsentAt: timestamp("campaigns_consent_at", { withTimezone: true }),
    /**
     * The owner keeps their team's employees to the company's lists (issue 27): no catalogue,
     * genres or public lists to browse, only the owner's own lists (decision 026).
     */
    staffListsOnly: boolean("staff_lists_only").notNull().default(false),
    /** The Stripe customer of this user, once one exists. */
    stripeCustomerId: text("stripe_customer_id").unique(),
    ...timestamps,
  },
  (table) => [index("user_created_at_idx").on(table.createdAt)],
);

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    impersonatedBy: text("impersonated_by"),
    ...timestamps,
  },
  (table) => [index("session_user_id_idx").on(table.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (table) => [index("account_user_id_idx").on(table.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (table) => [index("verification_identifier_idx").on(table.identifier)],
);

/** better-auth's per-IP counters, in the database so they hold across instances. */
export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("auth_attempt_key_created_at_idx").on(table.key, table.createdAt)],
);

// --- Access ---

export const subscription = pgTable(
  "subscription",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    provider: text("provider").$type<SubscriptionProvider>().notNull(),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id"),
    planId: text("plan_id"),
    priceId: text("price_id"),
    planName: text("plan_name"),
    tier: text("tier").$type<Tier>(),
    interval: text("interval").$type<BillingInterval>(),
    status: text("status").$type<SubscriptionStatus>().notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    trialStart: timestamp("trial_start", { withTimezone: true }),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    /** Zones paid for (decision 027): the provider's item quantity; 1 before per-zone billing. */
    quantity: integer("quantity").notNull().default(1),
    /** A lower quantity asked for, taking effect at the next renewal (the test checkout's). */
    pendingQuantity: integer("pending_quantity"),
    ...timestamps,
  },
  (table) => [
    index("subscription_user_id_idx").on(table.userId),
    uniqueIndex("subscription_provider_id_idx").on(table.provider, table.providerSubscriptionId),
  ],
);

/**
 * A time a subscription gave no access and then gave it again (decision 032): a period
 * that ran out and was renewed, a payment that failed and was then made. The row keeps
 * only its latest state; this keeps the gap, so the plays dated in it stay refused.
 * Append-only (migration 0032): it goes only with its subscription.
 */
export const accessLapse = pgTable(
  "access_lapse",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => subscription.id, { onDelete: "cascade" }),
    /** The last moment the subscription gave access before the gap. */
    startedAt: timestamp("started_at", { withTimezone: true }).notNull(),
    /** When it gave access again. */
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("access_lapse_subscription_idx").on(table.subscriptionId)],
);

export const userRelations = relations(user, ({ many }) => ({
  sessions: many(session),
  accounts: many(account),
  subscriptions: many(subscription),
}));
export const sessionRelations = relations(session, ({ one }) => ({
  user: one(user, { fields: [session.userId], references: [user.id] }),
}));
export const accountRelations = relations(account, ({ one }) => ({
  user: one(user, { fields: [account.userId], references: [user.id] }),
}));
export const subscriptionRelations = relations(subscription, ({ one }) => ({
  user: one(user, { fields: [subscription.userId], references: [user.id] }),
}));

export type UserRow = typeof user.$inferSelect;
export type SubscriptionRow = typeof subscription.$inferSelect;
export type AccessLapseRow = typeof accessLapse.$inferSelect;

// --- Catalogue ---

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const genre = pgTable("genre", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Lowercase, without accents: unique, and the sort order (Acústico sorts as acustico). */
  nameKey: text("name_key").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const song = pgTable(
  "song",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    genreId: text("genre_id")
      .notNull()
      .references(() => genre.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    durationSeconds: doublePrecision("duration_seconds").notNull(),
    /** "title artist", lowercase without accents: what search matches against. */
    searchText: text("search_text").notNull(),
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('simple', search_text)`,
    ),
    /** Loudness analysis (issue 16): measured by a job after upload, null until then. */
    analysisStatus: text("analysis_status").$type<AnalysisStatus>().notNull().default("pending"),
    /** Integrated loudness (BS.1770); null also when the song is silent throughout. */
    loudnessLufs: doublePrecision("loudness_lufs"),
    truePeakDbtp: doublePrecision("true_peak_dbtp"),
    leadingSilenceSeconds: doublePrecision("leading_silence_seconds"),
    trailingSilenceSeconds: doublePrecision("trailing_silence_seconds"),
    /**
     * Who measured a song's values: the server's job, or (AAC/M4A, which no decoder here
     * reads) the admin's browser at upload, a claim the server checked only for range.
     * Null while nothing is measured.
     */
    measuredBy: text("measured_by").$type<MeasurementSource>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("song_genre_id_idx").on(table.genreId),
    // The songs still to analyse, found at boot and by `cli analyze-audio`: few, if any.
    index("song_analysis_pending_idx")
      .on(table.createdAt, table.id)
      .where(sql`analysis_status = 'pending'`),
    index("song_created_at_idx").on(table.createdAt.desc(), table.id.desc()),
    index("song_title_idx").on(table.title, table.id),
    index("song_search_idx").using("gin", table.searchVector),
  ],
);

export const playlist = pgTable(
  "playlist",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    visibility: text("visibility").$type<"public" | "private">().notNull(),
    /** The owner of a private list; public lists belong to nobody. */
    ownerId: text("owner_id").references(() => user.id, { onDelete: "cascade" }),
    /** Who made it (the admin, for public lists). */
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("playlist_owner_id_idx").on(table.ownerId),
    index("playlist_visibility_idx").on(table.visibility),
  ],
);

export const playlistSong = pgTable(
  "playlist_song",
  {
    playlistId: text("playlist_id")
      .notNull()
      .references(() => playlist.id, { onDelete: "cascade" }),
    songId: text("song_id")
      .notNull()
      .references(() => song.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playlistId, table.songId] }),
    index("playlist_song_song_id_idx").on(table.songId),
    index("playlist_song_position_idx").on(table.playlistId, table.position),
  ],
);

/**
 * A song an account has asked never to play in its business (issue 16): left out of
 * every list its player reads. The song's index answers the admin's "how many block it".
 */
export const blockedSong = pgTable(
  "blocked_song",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    songId: text("song_id")
      .notNull()
      .references(() => song.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.songId] }),
    index("blocked_song_song_id_idx").on(table.songId),
  ],
);

export const genreRelations = relations(genre, ({ many }) => ({ songs: many(song) }));
export const songRelations = relations(song, ({ one, many }) => ({
  genre: one(genre, { fields: [song.genreId], references: [genre.id] }),
  playlists: many(playlistSong),
  blockedBy: many(blockedSong),
}));
export const playlistRelations = relations(playlist, ({ many }) => ({ songs: many(playlistSong) }));
export const playlistSongRelations = relations(playlistSong, ({ one }) => ({
  playlist: one(playlist, { fields: [playlistSong.playlistId], references: [playlist.id] }),
  song: one(song, { fields: [playlistSong.songId], references: [song.id] }),
}));

export const blockedSongRelations = relations(blockedSong, ({ one }) => ({
  user: one(user, { fields: [blockedSong.userId], references: [user.id] }),
  song: one(song, { fields: [blockedSong.songId], references: [song.id] }),
}));

export type GenreRow = typeof genre.$inferSelect;
export type SongRow = typeof song.$inferSelect;
export type PlaylistRow = typeof playlist.$inferSelect;
export type BlockedSongRow = typeof blockedSong.$inferSelect;

// --- Establishments ---

/** A place where a subscriber plays music: what a licence certificate names (issue 13). */
export const establishment = pgTable(
  "establishment",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    tradingName: text("trading_name").notNull(),
    legalName: text("legal_name").notNull(),
    taxId: text("tax_id").notNull(),
    address: text("address").notNull(),
    postcode: text("postcode").notNull(),
    city: text("city").notNull(),
    province: text("province").notNull(),
    activity: text("activity").$type<Activity>().notNull(),
    /** In square metres; null when not given. */
    floorArea: integer("floor_area"),
    timeZone: text("time_zone").$type<EstablishmentTimeZone>().notNull(),
    /**
     * Set instead of deleting once plays, seals, certificates or waits refer to it: proof
     * outlives the list, and the database refuses to delete it (decision 033).
     */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("establishment_user_id_idx").on(table.userId)],
);

export type EstablishmentRow = typeof establishment.$inferSelect;

/**
 * Where in an establishment one stream plays ("Sala", "Terraza"; decision 023): each has
 * its own play log chain, claim and programme. The zone an establishment had before zones
 * existed, "Principal", has the establishment's own id, so every chain, seal and claim
 * keyed by the establishment went on as that zone's without rewriting a row or a hash.
 */
export const zone = pgTable(
  "zone",
  {
    id: text("id").primaryKey(),
    establishmentId: text("establishment_id")
      .notNull()
      .references(() => establishment.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** The order the zones are shown in, lowest first. */
    position: integer("position").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set instead of deleting once plays, seals or waits refer to it, as for establishments. */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (table) => [
    index("zone_establishment_idx").on(table.establishmentId, table.position),
    uniqueIndex("zone_live_name_idx")
      .on(table.establishmentId, sql`lower(${table.name})`)
      .where(sql`${table.archivedAt} is null`),
  ],
);

export type ZoneRow = typeof zone.$inferSelect;

/**
 * An establishment's "Programación" (issue 25): the programme as validated
 * (shared/schemas/schedules), and the owner's manual choice until a time. No row: no
 * programme, and the player plays as it did before schedules.
 */
export const schedule = pgTable("schedule", {
  zoneId: text("zone_id")
    .primaryKey()
    .references(() => zone.id, { onDelete: "cascade" }),
  establishmentId: text("establishment_id")
    .notNull()
    .references(() => establishment.id, { onDelete: "cascade" }),
  programme: jsonb("programme").$type<ScheduleInput>().notNull(),
  override: jsonb("override").$type<ScheduleOverride>(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

export type ScheduleRow = typeof schedule.$inferSelect;

// --- Messages in the shop (issue 28) ---

/**
 * An account's own announcement: its file (under messages/<account>/), measured on upload
 * like a song, and the level above the music it plays at. Never in the catalogue; the
 * account's rows go with its owner, and its files with them (remove-orphan-message-files).
 */
export const message = pgTable(
  "message",
  {
    id: text("id").primaryKey(),
    /** The account: its owner's user id. */
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    storageKey: text("storage_key").notNull().unique(),
    mimeType: text("mime_type").notNull(),
    sizeBytes: bigint("size_bytes", { mode: "number" }).notNull(),
    durationSeconds: doublePrecision("duration_seconds").notNull(),
    loudnessLufs: doublePrecision("loudness_lufs"),
    truePeakDbtp: doublePrecision("true_peak_dbtp"),
    leadingSilenceSeconds: doublePrecision("leading_silence_seconds").notNull(),
    trailingSilenceSeconds: doublePrecision("trailing_silence_seconds").notNull(),
    /** LU above the music's target loudness. */
    levelDb: doublePrecision("level_db").notNull(),
    /** Local dates, inclusive; no end: for good. */
    validFrom: text("valid_from").notNull(),
    validUntil: text("valid_until"),
    ...timestamps,
  },
  (table) => [index("message_user_idx").on(table.userId, table.createdAt)],
);

export type MessageRow = typeof message.$inferSelect;

/** "Campañas de mensajes": when and where an account's messages sound. */
export const messageCampaign = pgTable(
  "message_campaign",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    validFrom: text("valid_from").notNull(),
    validUntil: text("valid_until"),
    weekdays: jsonb("weekdays").$type<Weekday[]>().notNull(),
    mode: jsonb("mode").$type<CampaignMode>().notNull(),
    ...timestamps,
  },
  (table) => [index("message_campaign_user_idx").on(table.userId, table.createdAt)],
);

/** A campaign's messages, in the order they rotate. */
export const messageCampaignMessage = pgTable(
  "message_campaign_message",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => messageCampaign.id, { onDelete: "cascade" }),
    messageId: text("message_id")
      .notNull()
      .references(() => message.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.messageId] }),
    index("message_campaign_message_message_idx").on(table.messageId),
  ],
);

/** The zones a campaign sounds in. */
export const messageCampaignZone = pgTable(
  "message_campaign_zone",
  {
    campaignId: text("campaign_id")
      .notNull()
      .references(() => messageCampaign.id, { onDelete: "cascade" }),
    zoneId: text("zone_id")
      .notNull()
      .references(() => zone.id, { onDelete: "cascade" }),
  },
  (table) => [
    primaryKey({ columns: [table.campaignId, table.zoneId] }),
    index("message_campaign_zone_zone_idx").on(table.zoneId),
  ],
);

// --- Proof of licence ---

/**
 * Every play, append-only: `hash` covers the row's facts and `prevHash`, the hash of the
 * zone's previous row (by `seq`), so removing or altering a row breaks the chain. The chain
 * is the zone's (decision 023); `establishmentId` stays for the questions asked of a whole
 * establishment (its certificate, its history across zones).
 * Song title and artist are copied: the proof must outlive a catalogue change. A message's
 * row has its name as title and no artist (decision 028).
 */
export const playLog = pgTable(
  "play_log",
  {
    establishmentId: text("establishment_id")
      .notNull()
      .references(() => establishment.id, { onDelete: "cascade" }),
    zoneId: text("zone_id")
      .notNull()
      .references(() => zone.id, { onDelete: "cascade" }),
    /** 1, 2, 3… per zone, in the order the server received the plays. */
    seq: bigint("seq", { mode: "number" }).notNull(),
    /** Made by the browser: a batch sent twice adds nothing. */
    clientId: text("client_id").notNull(),
    /** A song, or the account's own message (issue 28): then songId is the message's id. */
    kind: text("kind").$type<PlayKind>().notNull().default("song"),
    songId: text("song_id").notNull(),
    title: text("title").notNull(),
    artist: text("artist").notNull(),
    /** When the device says the play began and ended (its clock, set by the server's). */
    startedAt: timestamp("started_at", { withTimezone: true, precision: 3 }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true, precision: 3 }).notNull(),
    secondsHeard: doublePrecision("seconds_heard").notNull(),
    ending: text("ending").$type<PlayEnding>().notNull(),
    deviceId: text("device_id").notNull(),
    origin: text("origin").$type<PlayOrigin>().notNull(),
    /** The server's clock: whether the play was recorded live or late (shared/play-log/recording). */
    receivedAt: timestamp("received_at", { withTimezone: true, precision: 3 }).notNull(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.zoneId, table.seq] }),
    uniqueIndex("play_log_zone_client_id_idx").on(table.zoneId, table.clientId),
    index("play_log_zone_started_at_idx").on(table.zoneId, table.startedAt),
    index("play_log_started_at_idx").on(table.establishmentId, table.startedAt),
  ],
);

/**
 * The end of each zone's chain (last `seq` and `hash`): appends lock this row, so two
 * batches for one zone never fork the chain.
 */
export const playLogHead = pgTable("play_log_head", {
  zoneId: text("zone_id")
    .primaryKey()
    .references(() => zone.id, { onDelete: "cascade" }),
  establishmentId: text("establishment_id")
    .notNull()
    .references(() => establishment.id, { onDelete: "cascade" }),
  seq: bigint("seq", { mode: "number" }).notNull(),
  hash: text("hash").notNull(),
});

/**
 * Which device plays an establishment's music (decision 018), append-only: one row per
 * claim, and the current claim is the latest. A claim holds from its `claimedAt` until
 * the next claim's; `lastSeenAt` moves with the holder's heartbeats, so a silent holder
 * can be replaced without asking. Per zone (decision 023).
 */
export const playbackClaim = pgTable(
  "playback_claim",
  {
    id: text("id").primaryKey(),
    establishmentId: text("establishment_id")
      .notNull()
      .references(() => establishment.id, { onDelete: "cascade" }),
    zoneId: text("zone_id")
      .notNull()
      .references(() => zone.id, { onDelete: "cascade" }),
    deviceId: text("device_id").notNull(),
    /**
     * The better-auth session that made the claim (its row's id, never its token): the
     * device is whoever holds the claim in this session (decision 034). No foreign key:
     * the claim is history and outlives the session. Null for claims made before 0030,
     * which are their device's in any session.
     */
    sessionId: text("session_id"),
    /** The server's clock, never the device's: plays are checked against it. */
    claimedAt: timestamp("claimed_at", { withTimezone: true, precision: 3 }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index("playback_claim_claimed_at_idx").on(table.zoneId, table.claimedAt)],
);

/**
 * The devices an account plays on, so the history names them as a person would ("Chrome
 * en Android") instead of by the id the browser made up. Remembered when a device gets its
 * offline lease or claims an establishment, with the browser and system its user agent
 * names ("unknown" for devices that played before, until they are seen again); `name` is
 * the owner's own, if they renamed it. Keyed by account: two accounts signed in on one
 * browser share its id but not its name.
 */
export const device = pgTable(
  "device",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    browser: text("browser").$type<DeviceBrowser>().notNull(),
    system: text("system").$type<DeviceSystem>().notNull(),
    name: text("name"),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.id] })],
);

/**
 * When the player waited for a tap before it could sound (decision 021): the browser's
 * autoplay policy refused to start the music by itself. Beside the plays, not in their
 * chain: a wait is not a play. Like a play it keeps both clocks — the device's start and
 * end, and when the server had each — so a wait reported long after it happened shows.
 */
export const playerWait = pgTable(
  "player_wait",
  {
    /** Made by the browser: a start sent twice records one wait. */
    id: text("id").primaryKey(),
    establishmentId: text("establishment_id")
      .notNull()
      .references(() => establishment.id, { onDelete: "cascade" }),
    zoneId: text("zone_id")
      .notNull()
      .references(() => zone.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /**
     * The session whose player waited (decision 034): only it may say when the wait
     * ended. Null for waits recorded before 0030.
     */
    sessionId: text("session_id"),
    reason: text("reason").$type<PlayerWaitReason>().notNull(),
    startedAt: timestamp("started_at", { withTimezone: true, precision: 3 }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true, precision: 3 }),
    receivedAt: timestamp("received_at", { withTimezone: true, precision: 3 }).notNull(),
    endedReceivedAt: timestamp("ended_received_at", { withTimezone: true, precision: 3 }),
  },
  (table) => [index("player_wait_started_at_idx").on(table.establishmentId, table.startedAt)],
);

export type PlayerWaitRow = typeof playerWait.$inferSelect;

/**
 * Where a chain restarts after retention removed its oldest rows: the first kept row's
 * `prevHash` must equal `hash`, the hash of the last removed row. Written only on a
 * retention seal of the same seq and hash, moved only forward, never deleted (decision 033).
 */
export const playLogAnchor = pgTable("play_log_anchor", {
  zoneId: text("zone_id")
    .primaryKey()
    .references(() => zone.id, { onDelete: "cascade" }),
  establishmentId: text("establishment_id")
    .notNull()
    .references(() => establishment.id, { onDelete: "cascade" }),
  /** The last removed row's seq and hash. */
  seq: bigint("seq", { mode: "number" }).notNull(),
  hash: text("hash").notNull(),
  removedBefore: timestamp("removed_before", { withTimezone: true }).notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export type PlayLogRow = typeof playLog.$inferSelect;

/** Why a seal was written (shared/schemas/play-log-seals). */
export type SealReason = SealReasonName;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Where each chain stood (its head's `seq` and `hash`) at `sealedAt`, append-only
 * (decision 016). Copies leave the database — the owner's weekly e-mail, the certificate
 * PDF, an RFC 3161 time stamp — so moving a head back or rewriting sealed rows is found.
 * Seq 0 with the genesis hash seals an empty log.
 */
export const playLogSeal = pgTable(
  "play_log_seal",
  {
    id: text("id").primaryKey(),
    establishmentId: text("establishment_id")
      .notNull()
      .references(() => establishment.id, { onDelete: "cascade" }),
    zoneId: text("zone_id")
      .notNull()
      .references(() => zone.id, { onDelete: "cascade" }),
    seq: bigint("seq", { mode: "number" }).notNull(),
    hash: text("hash").notNull(),
    reason: text("reason").$type<SealReason>().notNull(),
    /** The server's clock when the seal was written, to the millisecond (it is hashed). */
    sealedAt: timestamp("sealed_at", { withTimezone: true, precision: 3 }).notNull(),
    /**
     * A time-stamp authority was configured when it was written, and its stamping job
     * committed with it: a token is due (decision 033). Not in the seal's text; the
     * append-only trigger keeps plain DML from clearing it.
     */
    stampRequested: boolean("stamp_requested").notNull().default(false),
  },
  (table) => [
    index("play_log_seal_establishment_idx").on(table.establishmentId, table.seq),
    index("play_log_seal_zone_idx").on(table.zoneId, table.seq),
    index("play_log_seal_sealed_at_idx").on(table.sealedAt),
    // The retention rule's question (decision 033): a head seal of this chain, sealed since
    // the cutoff, below a given seq. One range of the retention period's seals.
    index("play_log_seal_zone_sealed_at_idx")
      .on(table.zoneId, table.sealedAt, table.seq)
      .where(sql`${table.reason} <> 'retention'`),
  ],
);

export type PlayLogSealRow = typeof playLogSeal.$inferSelect;

/** A time-stamp authority's answer (RFC 3161 TimeStampResp, DER) over a seal's digest. */
export const playLogSealTimestamp = pgTable("play_log_seal_timestamp", {
  sealId: text("seal_id")
    .primaryKey()
    .references(() => playLogSeal.id, { onDelete: "cascade" }),
  response: bytea("response").notNull(),
  genTime: timestamp("gen_time", { withTimezone: true }).notNull(),
  serialNumber: text("serial_number").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** What a certificate says about the parties, frozen when it is issued. */
export interface CertificateFacts {
  customer: { legalName: string; taxId: string };
  establishment: {
    tradingName: string;
    address: string;
    postcode: string;
    city: string;
    province: string;
  };
  provider: { legalName: string; taxId: string; address: string };
  licenceStatement: string;
  /**
   * The establishment's IANA zone at issue: the certificate's dates and "¿Qué sonaba?" are
   * read in it for good, whatever the establishment's zone becomes. Certificates issued
   * before it was kept have none: their readers fall back to the establishment's zone.
   */
  timeZone?: string;
  /**
   * The establishment's live zones at issue, by name, in their order (decision 023).
   * Certificates issued before zones have none: the establishment was one stream.
   */
  zones?: string[];
}

/** Numbers certificates in the order they are issued. */
export const certificateNumber = pgSequence("certificate_number_seq");

/**
 * "Certificado de licencia de música ambiental": one per establishment and access period.
 * Never deleted, and changed only to be revoked (a trigger; decision 033).
 */
export const certificate = pgTable(
  "certificate",
  {
    id: text("id").primaryKey(),
    /** The public code of the verification URL (100 random bits). */
    code: text("code").notNull().unique(),
    /** The number printed on it, "SON-2026-000042". */
    number: text("number").notNull().unique(),
    establishmentId: text("establishment_id")
      .notNull()
      .references(() => establishment.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    validFrom: timestamp("valid_from", { withTimezone: true }).notNull(),
    validUntil: timestamp("valid_until", { withTimezone: true }).notNull(),
    facts: jsonb("facts").$type<CertificateFacts>().notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    revokedBy: text("revoked_by"),
    /** The play log's seal written at issue and printed on the PDF (null: issued before seals). */
    sealId: text("seal_id").references(() => playLogSeal.id, { onDelete: "set null" }),
  },
  (table) => [index("certificate_establishment_idx").on(table.establishmentId, table.validUntil)],
);

export type CertificateRow = typeof certificate.$inferSelect;

// --- Listening ---

/** Where a user's player was: restored on the next visit, on any device. */
export const musicState = pgTable("music_state", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  volume: doublePrecision("volume").notNull().default(0.5),
  /** Null once the song is deleted: the player starts with no song. */
  currentSongId: text("current_song_id").references(() => song.id, { onDelete: "set null" }),
  position: doublePrecision("position").notNull().default(0),
  /** The list, genre or search the song was playing from (null: none saved). */
  queue: jsonb("queue").$type<SavedQueue>(),
  /** "Sonido": seconds songs overlap (0: gapless), and loudness normalisation on or off. */
  crossfadeSeconds: integer("crossfade_seconds").notNull().default(4),
  normalize: boolean("normalize").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export type MusicStateRow = typeof musicState.$inferSelect;

// --- Payments ---

/** Every provider event handled, once: webhook idempotency. */
export const paymentEvent = pgTable("payment_event", {
  id: text("id").primaryKey(),
  provider: text("provider").$type<"stripe" | "local">().notNull(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One intent of paying, by the Idempotency-Key its browser sent (decision 035), with the
 * answer it got: a retry, or the same request sent twice at once, answers that again and
 * charges nothing more. Written in the transaction of the change itself, so a key whose
 * change failed is not kept.
 */
export const idempotencyKey = pgTable(
  "idempotency_key",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** The action and a SHA-256 of what was asked: the same key for anything else is refused. */
    fingerprint: text("fingerprint").notNull(),
    answer: jsonb("answer").$type<unknown>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);

/** The built-in test checkout's sessions (the local provider). */
export const checkoutSession = pgTable(
  "checkout_session",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    planId: text("plan_id").notNull(),
    priceId: text("price_id").notNull(),
    interval: text("interval").$type<BillingInterval>().notNull(),
    trial: boolean("trial").notNull().default(false),
    /** Zones paid for (decision 027). */
    quantity: integer("quantity").notNull().default(1),
    status: text("status").$type<"open" | "completed" | "canceled">().notNull().default("open"),
    /** A plan change: the subscription this checkout replaces. */
    replacesSubscriptionId: text("replaces_subscription_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("checkout_session_user_id_idx").on(table.userId)],
);

// --- Invoices (issue 27, decision 025) ---

export type InvoiceKind = "ordinary" | "corrective";

/** What an invoice says, frozen when it is issued; amounts in integer cents. */
export interface InvoiceFacts {
  provider: { legalName: string; taxId: string; address: string };
  customer: { name: string; taxId: string; address: string };
  concept: {
    text: string;
    planName: string;
    interval: BillingInterval;
    periodStart: string;
    periodEnd: string;
    zones: number;
  };
  /**
   * What is charged, as RD 1619/2012 art. 6.1.f asks: how many zones at what unit price
   * without tax (cents, possibly fractional for a prorated zone). Invoices issued before it
   * have none: their zones at the base's share are the same line.
   */
  line?: { quantity: number; unitCents: number };
  amounts: {
    baseCents: number;
    ivaRatePercent: number;
    ivaCents: number;
    totalCents: number;
    currency: "eur";
  };
}

/**
 * The last number of each series ("F2026", "R2026"). Incremented in the issuing
 * transaction, so a rollback gives the number back: a sequence would leave a gap, and
 * Spanish invoice series must have none.
 */
/**
 * A person of an owner's team (issue 27, decision 026): one team per person, with a role
 * ("manager" or "employee") and the establishments they work in. The owner is the
 * subscriber and has no row; a person without a row acts for themself.
 */
export const teamMember = pgTable(
  "team_member",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role").$type<TeamMemberRole>().notNull(),
    /** The establishments given whole: all their zones, those added later too. */
    establishmentIds: jsonb("establishment_ids").$type<string[]>().notNull(),
    /** The zones given one by one, in establishments not given whole. */
    zoneIds: jsonb("zone_ids").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The last request the person made, at most once a minute ("Equipo"). */
    lastActiveAt: timestamp("last_active_at", { withTimezone: true }),
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
    id: text("id").primaryKey(),
    ownerId: text("owner_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role").$type<TeamMemberRole>().notNull(),
    establishmentIds: jsonb("establishment_ids").$type<string[]>().notNull(),
    zoneIds: jsonb("zone_ids").$type<string[]>().notNull().default([]),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("team_invitation_owner_idx").on(table.ownerId, table.createdAt)],
);

export type TeamInvitationRow = typeof teamInvitation.$inferSelect;

export const invoiceSeries = pgTable("invoice_series", {
  series: text("series").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/** The end of the one chain every invoice record joins; its row lock orders the issuing. */
export const invoiceChainHead = pgTable("invoice_chain_head", {
  id: text("id").primaryKey(),
  seq: integer("seq").notNull(),
  hash: text("hash").notNull(),
});

/**
 * An issued invoice ("factura") or corrective invoice ("factura rectificativa"). Never
 * updated nor deleted (a trigger refuses both): a mistake is corrected by a new record.
 * No foreign key to the user: invoices are kept for the tax years after an account goes.
 */
export const invoice = pgTable(
  "invoice",
  {
    id: text("id").primaryKey(),
    /** The position in the chain, from 1. */
    chainSeq: integer("chain_seq").notNull().unique(),
    series: text("series").notNull(),
    number: integer("number").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true, precision: 3 }).notNull(),
    userId: text("user_id").notNull(),
    kind: text("kind").$type<InvoiceKind>().notNull(),
    correctsId: text("corrects_id").references((): AnyPgColumn => invoice.id),
    facts: jsonb("facts").$type<InvoiceFacts>().notNull(),
    /** The payment it follows ("local:cs_…", "stripe:in_…"): one invoice per payment. */
    paymentRef: text("payment_ref").notNull().unique(),
    prevHash: text("prev_hash").notNull(),
    hash: text("hash").notNull(),
  },
  (table) => [
    uniqueIndex("invoice_series_number_idx").on(table.series, table.number),
    index("invoice_user_id_idx").on(table.userId, table.issuedAt),
  ],
);

export type InvoiceRow = typeof invoice.$inferSelect;

// --- Campaigns ---

export const emailTemplate = pgTable("email_template", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Lowercase without accents: one template per name. */
  nameKey: text("name_key").notNull().unique(),
  subject: text("subject").notNull(),
  /** Sanitised HTML. */
  content: text("content").notNull(),
  createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
  ...timestamps,
});

/** One send to all users; its recipients are fixed when it starts. */
export const campaign = pgTable(
  "campaign",
  {
    id: text("id").primaryKey(),
    subject: text("subject").notNull(),
    /** Sanitised HTML, as written by the admin (the layout is added per message). */
    content: text("content").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    status: text("status").$type<"sending" | "done">().notNull().default("sending"),
    total: integer("total").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [index("campaign_created_at_idx").on(table.createdAt)],
);

/** One row per campaign and address: the basis of "sent once, never lost". */
export const campaignRecipient = pgTable(
  "campaign_recipient",
  {
    id: text("id").primaryKey(),
    campaignId: text("campaign_id")
      .notNull()
      .references(() => campaign.id, { onDelete: "cascade" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    email: text("email").notNull(),
    name: text("name").notNull().default(""),
    status: text("status")
      .$type<"pending" | "sending" | "sent" | "failed">()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("campaign_recipient_campaign_email_idx").on(table.campaignId, table.email),
    index("campaign_recipient_campaign_status_idx").on(table.campaignId, table.status),
  ],
);

// --- Deployment ---

/**
 * Secrets every instance on this database must share, made by the first one to start:
 * 'auth' signs sessions when the operator set no AUTH_SECRET (infra/auth-secret.ts).
 */
export const sharedSecret = pgTable("shared_secret", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// --- The remote ("Mando", decision 024) ---

/**
 * Each zone's latest state, as its player last sent it: one row per zone, overwritten.
 * `zone_id` is today an establishment's id (its zone "Principal"); the establishment is
 * kept too, so its deletion takes its zones' states with it.
 */
export const zoneState = pgTable(
  "zone_state",
  {
    zoneId: text("zone_id").primaryKey(),
    establishmentId: text("establishment_id")
      .notNull()
      .references(() => establishment.id, { onDelete: "cascade" }),
    deviceId: text("device_id").notNull(),
    state: jsonb("state").$type<ZoneStateInput>().notNull(),
    /** By the server's clock: a state not heard for ZONE_STATE_STALE_MS has no player behind it. */
    seenAt: timestamp("seen_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index("zone_state_establishment_id_idx").on(table.establishmentId)],
);

export type ZoneStateRow = typeof zoneState.$inferSelect;
