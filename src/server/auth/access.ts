import { eq, inArray } from "drizzle-orm";
import type { Access, AccessState } from "~/shared/accounts/access";
import { isCurrentSubscription } from "~/shared/accounts/current-subscription";
import type { Role } from "~/shared/accounts/roles";
import type { Database } from "../domain/database";
import {
  accessLapse,
  subscription,
  type AccessLapseRow,
  type SubscriptionRow,
} from "../domain/subscriptions/tables";
import type { EventBus } from "../infra/realtime/event-bus";
import { UserScopedCache } from "./user-scoped-cache";

type SubscriptionFacts = Pick<
  SubscriptionRow,
  | "provider"
  | "status"
  | "planName"
  | "tier"
  | "cancelAtPeriodEnd"
  | "currentPeriodEnd"
  | "trialEnd"
>;

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * The one access rule (architecture.md): admins, complimentary access, and trialing or
 * active subscriptions — cancel-at-period-end included until the end. Everything else
 * (expired, unpaid, incomplete, canceled) means no access, at once.
 */
export function deriveAccess(options: {
  role: Role;
  subscriptions: SubscriptionFacts[];
  now?: Date;
}): Access {
  const now = options.now ?? new Date();
  const complimentary = options.subscriptions.some(
    (row) => row.provider === "complimentary" && row.status === "active",
  );
  const paid = options.subscriptions
    .filter((row) => row.provider !== "complimentary" && isCurrentSubscription(row, now))
    .sort((a, b) => (b.currentPeriodEnd?.getTime() ?? 0) - (a.currentPeriodEnd?.getTime() ?? 0))[0];

  let state: AccessState;
  if (paid?.status === "trialing") {
    state = {
      kind: "trialing",
      planName: paid.planName,
      trialEndsAt: iso(paid.trialEnd ?? paid.currentPeriodEnd),
    };
  } else if (paid?.cancelAtPeriodEnd) {
    state = { kind: "canceling", planName: paid.planName, accessUntil: iso(paid.currentPeriodEnd) };
  } else if (paid) {
    state = { kind: "active", planName: paid.planName, renewsAt: iso(paid.currentPeriodEnd) };
  } else if (complimentary) {
    state = { kind: "complimentary" };
  } else if (options.role === "admin") {
    state = { kind: "admin" };
  } else {
    state = { kind: "inactive" };
  }

  const active = state.kind !== "inactive";
  const tier = paid ? (paid.tier ?? "basic") : active ? "premium" : null;
  return { active, tier, state, complimentary };
}

/** Access of several users in one query (the users screen). */
export async function getAccessForUsers(options: {
  db: Database;
  users: { id: string; role: Role }[];
}): Promise<Map<string, Access>> {
  const ids = options.users.map((entry) => entry.id);
  const rows = ids.length
    ? await options.db.select().from(subscription).where(inArray(subscription.userId, ids))
    : [];
  const now = new Date();
  return new Map(
    options.users.map((entry) => [
      entry.id,
      deriveAccess({
        role: entry.role,
        subscriptions: rows.filter((row) => row.userId === entry.id),
        now,
      }),
    ]),
  );
}

/** Statuses that never gave access: a checkout that was never paid. */
const neverPaid = new Set(["incomplete", "incomplete_expired"]);

type RowFacts = SubscriptionFacts & Pick<SubscriptionRow, "createdAt" | "updatedAt" | "trialStart">;

/** When a subscription began to give access: its trial's start, or when it was written. */
const accessStartOf = (row: RowFacts) =>
  row.trialStart && row.trialStart < row.createdAt ? row.trialStart : row.createdAt;

/**
 * The last moment a subscription gave access, as its row says now (decision 017): a period or
 * trial that ran out ends at its end; a subscription that stopped early (cancelled at once,
 * unpaid, past due) or a grant taken back, when its row last changed; one that never gave
 * access, where it began. Null: it gives access with no end known (complimentary access).
 */
export function accessEndOf(row: RowFacts): Date | null {
  if (neverPaid.has(row.status)) return accessStartOf(row);
  const periodEnd =
    row.status === "trialing" ? (row.trialEnd ?? row.currentPeriodEnd) : row.currentPeriodEnd;
  if (row.status === "active" || row.status === "trialing") return periodEnd;
  return periodEnd && periodEnd < row.updatedAt ? periodEnd : row.updatedAt;
}

/** A span of time in which an account had access; `until` null: with no end known. */
export interface AccessWindow {
  from: Date;
  until: Date | null;
}

/** An admin's: always (admins play without a subscription). */
export const ALWAYS: AccessWindow[] = [{ from: new Date(0), until: null }];

/** A time a subscription stopped giving access and then gave it again (access_lapse). */
export type Lapse = Pick<AccessLapseRow, "subscriptionId" | "startedAt" | "endedAt">;

/**
 * When an account had access, for the plays it sends (decision 032): each subscription
 * from its start to its end (accessEndOf), less the lapses it recovered from — a row keeps
 * only its latest state, so a period that ran out and was renewed, or a payment that
 * failed and was made, leaves its gap in access_lapse. Admins always.
 */
export function accessWindows(options: {
  role: Role;
  subscriptions: (RowFacts & Pick<SubscriptionRow, "id">)[];
  lapses: Lapse[];
}): AccessWindow[] {
  if (options.role === "admin") return ALWAYS;
  return options.subscriptions.flatMap((row) => {
    if (neverPaid.has(row.status)) return [];
    const gaps = options.lapses
      .filter((lapse) => lapse.subscriptionId === row.id)
      .sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime());
    const windows: AccessWindow[] = [];
    let from = accessStartOf(row);
    for (const gap of gaps) {
      if (gap.startedAt > from) windows.push({ from, until: gap.startedAt });
      if (gap.endedAt > from) from = gap.endedAt;
    }
    const until = accessEndOf(row);
    if (!until || until > from) windows.push({ from, until });
    return windows;
  });
}

/** How long this instance trusts subscriptions it has read without hearing about them. */
const SUBSCRIPTIONS_TTL_MS = 60_000;
const MAX_USERS = 20_000;

/** Access of one user: the one rule, applied now to what their subscriptions are. */
export interface AccessReader {
  of(user: { id: string; role: Role }): Promise<Access>;
  /** When the user had access (accessWindows): the plays they send must lie within it. */
  playWindows(user: { id: string; role: Role }): Promise<AccessWindow[]>;
}

/**
 * Access asked on every play and every guarded request, without a query each time: each
 * user's subscriptions are remembered by this instance until their topic is heard (every
 * change of a subscription or of complimentary access publishes it, on any instance), and
 * the rule runs afresh on every call — a period that ends between two calls ends access
 * at the second. A failing read is an error for the caller's handler, never "allowed".
 */
export function createAccessReader(options: { db: Database; events: EventBus }): AccessReader {
  const { db } = options;
  const cache = new UserScopedCache<{ subscriptions: SubscriptionRow[]; lapses: Lapse[] }>({
    ttlMs: SUBSCRIPTIONS_TTL_MS,
    maxEntries: MAX_USERS,
  });
  cache.follow(options.events);
  const factsOf = async (userId: string) =>
    (await cache.get(userId, async () => {
      const [subscriptions, lapses] = await Promise.all([
        db.select().from(subscription).where(eq(subscription.userId, userId)),
        db
          .select({
            subscriptionId: accessLapse.subscriptionId,
            startedAt: accessLapse.startedAt,
            endedAt: accessLapse.endedAt,
          })
          .from(accessLapse)
          .innerJoin(subscription, eq(subscription.id, accessLapse.subscriptionId))
          .where(eq(subscription.userId, userId)),
      ]);
      return { userId, value: { subscriptions, lapses } };
    })) ?? { subscriptions: [], lapses: [] };
  return {
    async of(user) {
      const { subscriptions } = await factsOf(user.id);
      return deriveAccess({ role: user.role, subscriptions });
    },
    async playWindows(user) {
      return accessWindows({ role: user.role, ...(await factsOf(user.id)) });
    },
  };
}
