import { safeRedirectPath } from "~/shared/accounts/safe-redirect-path";
import { redirect } from "react-router";
import { can, type Permission } from "~/shared/accounts/roles";
import { accountCan, type TeamPermission } from "~/shared/accounts/team";
import { paths, withRedirectTo } from "~/shared/paths";
import { queryClient } from "./query-client";
import { sessionQueryOptions, type Me } from "./session";

const freshMe = () => queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });

/** Dashboard pages: without a session, to /login remembering where the user was going. */
export async function requireSession(request: Request): Promise<Me> {
  const me = await freshMe();
  if (!me) {
    const url = new URL(request.url);
    throw redirect(withRedirectTo(paths.login, url.pathname + url.search));
  }
  return me;
}

/** Admin pages re-read the role; others go back to /dashboard. */
export async function requirePermission(permission: Permission): Promise<Me> {
  const me = await freshMe();
  if (!me) throw redirect(paths.login);
  if (!can(me.user.role, permission)) throw redirect(paths.dashboard.root);
  return me;
}

/**
 * Pages of a team's owner (the subscription, establishments, history, "Equipo"): a member
 * whose role — or the owner's settings for it — may not open them, by a link or a typed
 * address, goes back to /dashboard.
 */
export async function requireTeamPermission(
  request: Request,
  permission: TeamPermission,
): Promise<Me> {
  const me = await requireSession(request);
  if (!accountCan(me.team, permission)) throw redirect(paths.dashboard.root);
  return me;
}

/** A route's clientLoader that lets in only who may open a team's page (see requireTeamPermission). */
export const teamPermissionLoader =
  (permission: TeamPermission) =>
  async ({ request }: { request: Request }): Promise<null> => {
    await requireTeamPermission(request, permission);
    return null;
  };

/** A route's clientLoader that lets in only an admin role with this permission. */
export const permissionLoader = (permission: Permission) => async (): Promise<null> => {
  await requirePermission(permission);
  return null;
};

/** /login and /register: a signed-in user goes on to the dashboard (or where they were going). */
export async function redirectIfSignedIn(request: Request): Promise<string> {
  const target = safeRedirectPath(
    new URL(request.url).searchParams.get("redirectTo"),
    paths.dashboard.root,
  );
  if (await freshMe()) throw redirect(target);
  return target;
}
