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

/** How long this instance trusts subscriptions it has read without hearing about them. */
const SUBSCRIPTIONS_TTL_MS = 60_000;
const MAX_USERS = 20_000;

/** Access of one user: the one rule, applied now to what their subscriptions are. */
export interface AccessReader {
  of(user: { id: string; role: Role }): Promise<Access>;
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
  const cache = new UserScopedCache<SubscriptionFacts[]>({
    ttlMs: SUBSCRIPTIONS_TTL_MS,
    maxEntries: MAX_USERS,
  });
  cache.follow(options.events);
  return {
    async of(user) {
      const subscriptions = await cache.get(user.id, async () => ({
        userId: user.id,
        value: await db.select().from(subscription).where(eq(subscription.userId, user.id)),
      }));
      return deriveAccess({ role: user.role, subscriptions: subscriptions ?? [] });
    },
  };
}
