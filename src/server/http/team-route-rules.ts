import type { TeamPermission } from "~/shared/accounts/team";

/** Where a route names the establishment (or zone) it acts on. */
export interface RouteScope {
  kind: "establishment" | "zone";
  from: "param" | "query";
  name: string;
}

/**
 * What a route is to the people of a team (decision 026):
 * - "public": no session needed (the visitor's and the webhook's routes);
 * - "personal": the person acts for themself (their profile, their session, their own
 *   lists, the catalogue), whatever team they belong to;
 * - "admin": the administrators' routes, guarded by the person's own role;
 * - "token": the public API (/api/v1, decision 046), for access tokens only: the token's
 *   scopes and its creator's team decide there (features/public-api/require-token.ts);
 * - a team permission: the person acts for their team's owner, if their role may do it,
 *   and, with a scope, only in the establishments (or zones) they work in.
 */
export type TeamRouteRule =
  | "public"
  | "personal"
  | "admin"
  | "token"
  | {
      permission: TeamPermission;
      scope?: RouteScope;
      /** Query parameters any of which makes the route need no permission at all. */
      unlessQuery?: string[];
    };

const establishmentParam: RouteScope = { kind: "establishment", from: "param", name: "id" };
const zoneParam: RouteScope = { kind: "zone", from: "param", name: "id" };
const remoteZoneParam: RouteScope = { kind: "zone", from: "param", name: "zoneId" };
/** An establishment's own player and programme are its Principal's, whose id is its own. */
const principalZoneParam: RouteScope = { kind: "zone", from: "param", name: "id" };
const establishmentQuery: RouteScope = {
  kind: "establishment",
  from: "query",
  name: "establishmentId",
};

const rule = (permission: TeamPermission, scope?: RouteScope): TeamRouteRule =>
  scope ? { permission, scope } : { permission };

/**
 * Every /api route, by method and path as the app routes it. The app refuses to start
 * with a route missing here (checkTeamRouteRules), and the role × route suite reads this
 * table to know what each role must be let through and refused.
 */
export const teamRouteRules: Record<string, TeamRouteRule> = {
  "GET /api/plans": "public",
  "POST /api/billing/webhook": "public",
  "GET /api/billing/subscription": rule("billing:manage"),
  "POST /api/billing/checkout": rule("billing:manage"),
  "POST /api/billing/change-plan": rule("billing:manage"),
  "POST /api/billing/portal": rule("billing:manage"),
  "POST /api/billing/cancel": rule("billing:manage"),
  "GET /api/billing/checkout/:id": rule("billing:manage"),
  "PUT /api/billing/checkout/:id/zones": rule("billing:manage"),
  "POST /api/billing/checkout/:id/pay": rule("billing:manage"),
  "POST /api/billing/checkout/:id/cancel": rule("billing:manage"),
  "POST /api/billing/portal/renew": rule("billing:manage"),
  "POST /api/billing/portal/cancel": rule("billing:manage"),
  "POST /api/billing/test-clock/expire": rule("billing:manage"),
  "POST /api/billing/test-clock/renew": rule("billing:manage"),
  "GET /api/billing/quantity/preview": rule("billing:manage"),
  "POST /api/billing/quantity": rule("billing:manage"),
  "GET /api/invoices": rule("billing:manage"),
  "GET /api/invoices/:id/pdf": rule("billing:manage"),
  "GET /api/invoices/chain": "admin",

  "GET /api/session": "personal",
  "GET /api/me": "personal",
  "PATCH /api/me": "personal",
  "PUT /api/me/billing": rule("billing:manage"),
  "PUT /api/me/campaigns-consent": "personal",
  "GET /api/access": rule("player:play"),
  "GET /api/songs/:id/audio": rule("player:play"),
  "GET /api/music-state": "personal",
  "PUT /api/music-state": "personal",
  "POST /api/music-state/beacon": "personal",
  "GET /api/now-playing": rule("remote:control"),
  "GET /api/events": "personal",

  "GET /api/users/:id/establishments": "admin",
  "GET /api/users/:id/certificates": "admin",
  "GET /api/users": "admin",
  "PATCH /api/users/:id": "admin",
  "PUT /api/users/:id/role": "admin",
  "PUT /api/users/:id/complimentary": "admin",
  "POST /api/genres": "admin",
  "DELETE /api/genres/:id": "admin",
  "GET /api/songs/limits": "admin",
  "POST /api/songs": "admin",
  "DELETE /api/songs/:id": "admin",
  "GET /api/song-rights": "admin",
  "GET /api/song-rights/export.csv": "admin",
  "POST /api/song-rights/import": "admin",
  "POST /api/song-rights/bulk": "admin",
  "GET /api/song-rights/:id": "admin",
  "PUT /api/song-rights/:id": "admin",
  "POST /api/song-rights/:id/publish": "admin",
  "POST /api/song-rights/:id/withdraw": "admin",
  "GET /api/licence-contracts": "admin",
  "POST /api/licence-contracts": "admin",
  "DELETE /api/licence-contracts/:id": "admin",
  "POST /api/licence-contracts/:id/document": "admin",
  "GET /api/licence-contracts/:id/document": "admin",
  "POST /api/public-playlists": "admin",
  "DELETE /api/public-playlists/:id": "admin",
  "POST /api/public-playlists/:id/songs": "admin",
  "DELETE /api/public-playlists/:id/songs/:songId": "admin",
  "GET /api/marketing/templates": "admin",
  "POST /api/marketing/templates": "admin",
  "POST /api/marketing/images": "admin",
  "GET /api/marketing/campaigns/recipients/count": "admin",
  "GET /api/marketing/campaigns": "admin",
  "POST /api/marketing/campaigns": "admin",
  "GET /api/marketing/campaigns/:id": "admin",
  "GET /api/marketing/unsubscribe": "public",
  "POST /api/marketing/unsubscribe": "public",

  // The catalogue to browse; a list's or a genre's songs (what a programme plays) always.
  "GET /api/genres": rule("catalog:browse"),
  "GET /api/songs": { permission: "catalog:browse", unlessQuery: ["playlistId", "genreId"] },
  "GET /api/songs/recent": "personal",
  "GET /api/songs/recently-played": "personal",
  "GET /api/songs/:id": "personal",
  "GET /api/public-playlists": rule("catalog:browse"),
  "GET /api/playlists": "personal",
  "POST /api/playlists": rule("playlists:own"),
  "DELETE /api/playlists/:id": rule("playlists:own"),
  "POST /api/playlists/:id/songs": rule("playlists:own"),
  "DELETE /api/playlists/:id/songs/:songId": rule("playlists:own"),
  // The handlers keep a member to the blocks of every zone and of their zones, and check
  // the zone a block names (decision 045); an employee blocks only if the owner lets them.
  "GET /api/blocked-songs": rule("player:play"),
  "GET /api/blocked-songs/trail": rule("player:play"),
  "PUT /api/blocked-songs/:songId": rule("blocked-songs:manage"),
  "DELETE /api/blocked-songs/:songId": rule("blocked-songs:manage"),

  "GET /api/establishments": rule("establishments:read"),
  "POST /api/establishments": rule("establishments:manage"),
  "PUT /api/establishments/:id": rule("establishments:manage"),
  "DELETE /api/establishments/:id": rule("establishments:manage"),
  "GET /api/establishments/:id/zones": rule("establishments:read", establishmentParam),
  "POST /api/establishments/:id/zones": rule("establishments:manage"),
  "GET /api/establishments/:id/pauses": rule("establishments:read", establishmentParam),
  "POST /api/establishments/:id/pauses": rule("schedules:manage", establishmentParam),
  "POST /api/establishments/:id/pauses/end": rule("schedules:manage", establishmentParam),
  "GET /api/zones/:id/pause": rule("player:play", zoneParam),
  "PATCH /api/zones/:zoneId": rule("establishments:manage"),
  "DELETE /api/zones/:zoneId": rule("establishments:manage"),
  "GET /api/establishments/:id/certificate": rule("certificates:manage"),
  "GET /api/certificates": rule("certificates:manage"),
  "GET /api/certificates/:id/pdf": rule("certificates:manage"),
  "POST /api/certificates/:id/revoke": rule("certificates:manage"),
  "GET /api/certificates/verify/:code": "public",
  "GET /api/inspection-files/verify/:code": "public",
  "POST /api/inspection-files/verify/:code/check": "public",
  "GET /api/inspection-files": rule("inspection-files:make"),
  "POST /api/inspection-files": rule("inspection-files:make"),
  "GET /api/inspection-files/:id": rule("inspection-files:make"),
  "GET /api/inspection-files/:id/pdf": rule("inspection-files:make"),
  "GET /api/certificates/verify/:code/what-played": "public",
  "GET /api/establishments/:id/seals": rule("play-log:read", establishmentParam),
  "GET /api/establishments/:id/seals/:sealId/timestamp.tsr": rule(
    "play-log:read",
    establishmentParam,
  ),

  "GET /api/establishments/:id/claim": rule("player:play", principalZoneParam),
  "POST /api/establishments/:id/claim": rule("player:play", principalZoneParam),
  "POST /api/establishments/:id/claim/heartbeat": rule("player:play", principalZoneParam),
  "GET /api/zones/:id/claim": rule("player:play", zoneParam),
  "POST /api/zones/:id/claim": rule("player:play", zoneParam),
  "POST /api/zones/:id/claim/heartbeat": rule("player:play", zoneParam),
  "GET /api/establishments/:id/schedule": rule("player:play", principalZoneParam),
  "PUT /api/establishments/:id/schedule": rule("schedules:manage", principalZoneParam),
  "DELETE /api/establishments/:id/schedule": rule("schedules:manage", principalZoneParam),
  "PUT /api/establishments/:id/schedule/override": rule("remote:choose-music", principalZoneParam),
  "DELETE /api/establishments/:id/schedule/override": rule(
    "remote:choose-music",
    principalZoneParam,
  ),
  "GET /api/zones/:id/schedule": rule("player:play", zoneParam),
  "PUT /api/zones/:id/schedule": rule("schedules:manage", zoneParam),
  "DELETE /api/zones/:id/schedule": rule("schedules:manage", zoneParam),
  "PUT /api/zones/:id/schedule/override": rule("remote:choose-music", zoneParam),
  "DELETE /api/zones/:id/schedule/override": rule("remote:choose-music", zoneParam),
  // "Mensajes": managed as the programme is; a zone's messages, by its player.
  // A message or campaign sounds in establishments: the handlers answer a member only
  // those where they work (decision 026, amended).
  "GET /api/messages": rule("schedules:manage"),
  "POST /api/messages": rule("schedules:manage"),
  "PATCH /api/messages/:id": rule("schedules:manage"),
  "DELETE /api/messages/:id": rule("schedules:manage"),
  "GET /api/messages/:id/audio": rule("player:play"),
  // Their bodies name zones: the handlers check each against the person's establishments.
  "GET /api/message-campaigns": rule("schedules:manage"),
  "POST /api/message-campaigns": rule("schedules:manage"),
  "PUT /api/message-campaigns/:id": rule("schedules:manage"),
  "DELETE /api/message-campaigns/:id": rule("schedules:manage"),
  "GET /api/zones/:zoneId/messages": rule("player:play", remoteZoneParam),
  "GET /api/zones/live": rule("remote:control"),
  "POST /api/zones/:zoneId/commands": rule("remote:control", remoteZoneParam),
  "PUT /api/zones/:zoneId/state": rule("player:play", remoteZoneParam),

  // Their bodies name establishments: the handlers check each against the person's.
  "POST /api/play-log": rule("player:play"),
  "POST /api/play-log/waits": rule("player:play"),
  // The wait's own establishment, read with it: another's is "not found".
  "POST /api/play-log/waits/:id/end": rule("player:play"),
  "GET /api/play-log": rule("play-log:read", establishmentQuery),
  "GET /api/play-log/export": rule("play-log:read", establishmentQuery),

  // The zones a member works in: the handler keeps to them (decision 041).
  "GET /api/network/zones": rule("network:read"),
  "GET /api/network/alerts": rule("network:read"),
  "GET /api/network/alert-settings": rule("network:alerts"),
  "PUT /api/network/alert-settings": rule("network:alerts"),
  "POST /api/network/test-clock/backdate": rule("network:alerts"),

  // The owner's company programmes (decision 043); each zone's copy is the schedule's.
  "GET /api/company-programmes": rule("company-programmes:manage"),
  "POST /api/company-programmes": rule("company-programmes:manage"),
  "POST /api/company-programmes/preview": rule("company-programmes:manage"),
  "PATCH /api/company-programmes/:id": rule("company-programmes:manage"),
  "DELETE /api/company-programmes/:id": rule("company-programmes:manage"),
  "GET /api/company-programmes/:id/zones": rule("company-programmes:manage"),
  "POST /api/company-programmes/:id/zones": rule("company-programmes:manage"),
  "DELETE /api/company-programmes/:id/zones/:zoneId": rule("company-programmes:manage"),

  "GET /api/team": rule("team:manage"),
  "POST /api/team/invitations": rule("team:manage"),
  "DELETE /api/team/invitations/:id": rule("team:manage"),
  "PUT /api/team/members/:userId": rule("team:manage"),
  "DELETE /api/team/members/:userId": rule("team:manage"),
  "PUT /api/team/settings": rule("team:manage"),
  "GET /api/api-tokens": rule("api-tokens:manage"),
  "POST /api/api-tokens": rule("api-tokens:manage"),
  "DELETE /api/api-tokens/:id": rule("api-tokens:manage"),
  "GET /api/webhooks": rule("webhooks:manage"),
  "POST /api/webhooks": rule("webhooks:manage"),
  "POST /api/webhooks/:id/disable": rule("webhooks:manage"),
  "GET /api/v1/openapi.json": "public",
  "GET /api/v1/zones": "token",
  "GET /api/v1/plays": "token",
  "POST /api/v1/zones/:zoneId/commands": "token",

  "GET /api/invitations/:token": "public",
  "POST /api/invitations/:token/register": "public",
  "POST /api/invitations/:token/accept": "personal",
};

/** The key of a route in teamRouteRules. */
export const routeKey = (method: string, path: string) => `${method} ${path}`;

/** The app's /api routes without a rule: the app refuses to start with any. */
export function routesWithoutRule(routes: readonly { method: string; path: string }[]) {
  return routes
    .filter(
      (route) =>
        route.path.startsWith("/api/") && route.method !== "ALL" && !route.path.endsWith("*"),
    )
    .map((route) => routeKey(route.method, route.path))
    .filter((key) => !(key in teamRouteRules));
}
