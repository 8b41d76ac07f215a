import { eq } from "drizzle-orm";
import type { Role } from "~/shared/accounts/roles";
import { ownAccount, type TeamAccount } from "~/shared/accounts/team";
import type { Database } from "../domain/database";
import { teamMember } from "../domain/team/tables";
import { user as owner } from "../domain/accounts/tables";
import type { EventBus } from "../infra/realtime/event-bus";
import { memberAccount } from "./member-account";
import type { Auth } from "./create-auth";
import { UserScopedCache } from "./user-scoped-cache";

export interface SessionUser {
  id: string;
  email: string;
  name: string;
  role: Role;
  emailVerified: boolean;
}

/** A verified user's live session. */
export interface SignedIn {
  user: SessionUser;
  sessionId: string;
  /** Whom the person acts for: themself, or the owner of the team they belong to. */
  account: TeamAccount;
}

/**
 * Who a request's session cookie belongs to: a verified user, or nobody. `cookie` is the
 * request's Cookie header; `headers`, all of them, asked for only when the session must
 * be read from the database.
 */
export interface SessionReader {
  read(request: { cookie: string | undefined; headers: () => Headers }): Promise<SignedIn | null>;
}

/** The role a user row stores, as the permissions table knows it (anything else is a user). */
export const roleOf = (stored: string | null | undefined): Role =>
  stored === "admin" ? "admin" : "user";

/**
 * How long this instance trusts a session it has read without hearing about it. Events
 * end it sooner (sign-out, password change, role or access change, on any instance); this
 * only bounds the damage of an event lost while the bus reconnects.
 */
const SESSION_TTL_MS = 60_000;
/** Sessions kept per instance; the oldest go first. */
const MAX_SESSIONS = 20_000;

function cookieValue(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const pair = part.trim();
    if (pair.startsWith(name) && pair[name.length] === "=") return pair.slice(name.length + 1);
  }
  return null;
}

/**
 * Sessions as better-auth validates them (signed cookie, session row, user row: three
 * round trips), remembered per instance under the exact signed cookie value — a value
 * that better-auth accepted once, so no forged cookie can find an entry. A user's entries
 * go as soon as their topic is heard on the event bus, which every change of their
 * sessions, role or access publishes: a signed-out, password-changed or demoted session
 * is refused by the very next request on every instance (decision 013).
 */
export function createSessionReader(options: {
  auth: Auth;
  events: EventBus;
  db: Database;
}): SessionReader {
  const { auth, db } = options;
  const cache = new UserScopedCache<SignedIn>({ ttlMs: SESSION_TTL_MS, maxEntries: MAX_SESSIONS });
  cache.follow(options.events);
  const cookieName = auth.$context.then((context) => context.authCookies.sessionToken.name);

  return {
    async read(request) {
      const signed = cookieValue(request.cookie, await cookieName);
      if (!signed) return null;
      return cache.get(signed, async () => {
        const result = await auth.api.getSession({ headers: request.headers() });
        if (!result?.user.emailVerified) return null;
        const { user, session } = result;
        // Joining, leaving or changing a team publishes the person's topic, as a sign-out does.
        const [member] = await db
          .select({
            ownerId: teamMember.ownerId,
            role: teamMember.role,
            establishmentIds: teamMember.establishmentIds,
            zoneIds: teamMember.zoneIds,
            listsOnly: owner.staffListsOnly,
            blocksSongs: owner.staffBlocksSongs,
          })
          .from(teamMember)
          .innerJoin(owner, eq(owner.id, teamMember.ownerId))
          .where(eq(teamMember.userId, user.id));
        return {
          userId: user.id,
          validUntil: new Date(session.expiresAt).getTime(),
          value: {
            user: {
              id: user.id,
              email: user.email,
              name: user.name,
              role: roleOf(user.role),
              emailVerified: user.emailVerified,
            },
            sessionId: session.id,
            account: member ? await memberAccount(db, member, member) : ownAccount(user.id),
          },
        };
      });
    },
  };
}
