import { and, eq } from "drizzle-orm";
import { userTopic, type ChangeTopic } from "~/shared/events/topics";
import { playlist } from "../../domain/catalog/tables";

/**
 * Whose lists a call is about: the public ones (everyone reads them, admins change them)
 * or one user's own private lists. Every playlist function takes a scope, so public and
 * own lists share one query each.
 */
export type PlaylistScope = { kind: "public" } | { kind: "own"; ownerId: string };

export const publicScope: PlaylistScope = { kind: "public" };
export const ownScope = (ownerId: string): PlaylistScope => ({ kind: "own", ownerId });

/** Every list of the scope. */
export function inScope(scope: PlaylistScope) {
  return scope.kind === "public"
    ? eq(playlist.visibility, "public")
    : and(eq(playlist.visibility, "private"), eq(playlist.ownerId, scope.ownerId));
}

/**
 * One list of the scope. Anything else — a stranger's private list, or a public list
 * asked for as one's own — is "not found", so a private list's existence never leaks.
 */
export const playlistInScope = (scope: PlaylistScope, playlistId: string) =>
  and(eq(playlist.id, playlistId), inScope(scope));

/** Who hears about a change: everyone's catalogue, or the owner alone. */
export const scopeTopic = (scope: PlaylistScope): ChangeTopic =>
  scope.kind === "public" ? "catalog" : userTopic(scope.ownerId);

export const notFoundMessage = (scope: PlaylistScope) =>
  scope.kind === "public" ? "No such public playlist" : "No such playlist";
