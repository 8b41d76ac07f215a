import { eq, inArray } from "drizzle-orm";
import type { Access, AccessState } from "~/shared/accounts/access";
import { isCurrentSubscription } from "~/shared/accounts/current-subscription";
import type { Role } from "~/shared/accounts/roles";
import type { Database } from "../db/client";
import { subscription, type SubscriptionRow } from "../db/schema";
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

/**
 * The last moment an account without access had it, for plays that reach the server after
 * access ended (issue 23): a period or trial that ran out ends at its end; a subscription
 * that stopped early (cancelled at once, unpaid) or a grant taken back, when its row last
 * changed. Null: it never had access.
 */
export function lastAccessEnd(
  subscriptions: (SubscriptionFacts & Pick<SubscriptionRow, "updatedAt">)[],
): Date | null {
  const ends = subscriptions.flatMap((row) => {
    if (neverPaid.has(row.status)) return [];
    const periodEnd =
      row.status === "trialing" ? (row.trialEnd ?? row.currentPeriodEnd) : row.currentPeriodEnd;
    const running = row.status === "active" || row.status === "trialing";
    if (running) return periodEnd ? [periodEnd] : [];
    return [periodEnd && periodEnd < row.updatedAt ? periodEnd : row.updatedAt];
  });
  return ends.length > 0 ? new Date(Math.max(...ends.map((end) => end.getTime()))) : null;
}

/** How long this instance trusts subscriptions it has read without hearing about them. */
const SUBSCRIPTIONS_TTL_MS = 60_000;
const MAX_USERS = 20_000;

/** Access of one user: the one rule, applied now to what their subscriptions are. */
export interface AccessReader {
  of(user: { id: string; role: Role }): Promise<Access>;
  /**
   * Until when the user may log plays: null while they have access; otherwise the last
   * moment they had it (lastAccessEnd), or the epoch when they never did.
   */
  playsUntil(user: { id: string; role: Role }): Promise<Date | null>;
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
  const cache = new UserScopedCache<SubscriptionRow[]>({
    ttlMs: SUBSCRIPTIONS_TTL_MS,
    maxEntries: MAX_USERS,
  });
  cache.follow(options.events);
  const subscriptionsOf = async (userId: string) =>
    (await cache.get(userId, async () => ({
      userId,
      value: await db.select().from(subscription).where(eq(subscription.userId, userId)),
    }))) ?? [];
  return {
    async of(user) {
      return deriveAccess({ role: user.role, subscriptions: await subscriptionsOf(user.id) });
    },
    async playsUntil(user) {
      const subscriptions = await subscriptionsOf(user.id);
      if (deriveAccess({ role: user.role, subscriptions }).active) return null;
      return lastAccessEnd(subscriptions) ?? new Date(0);
    },
  };
}
