import type { TeamPermission } from "../accounts/team";

/**
 * What a personal access token may do (decision 046): each scope opens one family of
 * /api/v1 routes, and only as far as the token's creator may go there (their team role).
 */
export const apiScopes = ["zones:read", "plays:read", "remote:write"] as const;
export type ApiScope = (typeof apiScopes)[number];

/** The team permission each scope acts under: a token never does more than its creator. */
export const permissionOfScope = {
  "zones:read": "network:read",
  "plays:read": "play-log:read",
  "remote:write": "remote:control",
} as const satisfies Record<ApiScope, TeamPermission>;

/** Tokens start with this, so secret scanners and people recognise them. */
export const API_TOKEN_PREFIX = "son_";
