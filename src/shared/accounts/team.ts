/** The roles an owner gives the people of their team (decision 026): "Encargado", "Empleado". */
export const teamMemberRoles = ["manager", "employee"] as const;
export type TeamMemberRole = (typeof teamMemberRoles)[number];

/** Who a signed-in person is in a team: the owner (every subscriber is one) or a member. */
export type TeamRole = "owner" | TeamMemberRole;

/**
 * The account a signed-in person acts for. An owner acts for themself, everywhere; a
 * member acts for their owner, only in the establishments they were given.
 */
export interface TeamAccount {
  /** The subscriber whose subscription, establishments and zones these are. */
  ownerId: string;
  teamRole: TeamRole;
  /**
   * The establishments the person works in, whole or in some of their zones; null: all of
   * the owner's (the owner).
   */
  establishmentIds: string[] | null;
  /**
   * The establishments the person was given zone by zone, with those zones. An
   * establishment of `establishmentIds` not named here is theirs whole, zones added later
   * included.
   */
  zonesOf: Record<string, string[]>;
  /** The owner keeps employees to the company's lists ("Equipo"); false for the owner. */
  listsOnly: boolean;
  /** The owner lets employees block songs in their zones ("Equipo"); false for the owner. */
  blocksSongs: boolean;
}

export const ownAccount = (userId: string): TeamAccount => ({
  ownerId: userId,
  teamRole: "owner",
  establishmentIds: null,
  zonesOf: {},
  listsOnly: false,
  blocksSongs: false,
});

/**
 * What each role of a team may do, in one table: the server's route guard (every route
 * names one of these or "personal") and the browser's menus read it, so what the web
 * hides is exactly what the API refuses.
 */
const teamPermissions = {
  /** The player: claim a zone, play, log plays and waits, read the programme and blocks. */
  "player:play": ["owner", "manager", "employee"],
  /** The remote: play, pause, skip, volume of a zone. */
  "remote:control": ["owner", "manager", "employee"],
  /** The remote's choice of music (an override) and blocking a song from it. */
  "remote:choose-music": ["owner", "manager"],
  /** See the establishments and zones one works in. */
  "establishments:read": ["owner", "manager", "employee"],
  /** Add, change, remove establishments and zones. */
  "establishments:manage": ["owner"],
  "schedules:manage": ["owner", "manager"],
  /** Programmes made once for many zones (decision 043): head office's alone. */
  "company-programmes:manage": ["owner"],
  /**
   * Block songs and allow them again: the owner anywhere, a manager in the zones of their
   * establishments, an employee in their zones only if the owner lets them (decision 045).
   */
  "blocked-songs:manage": ["owner", "manager"],
  /** Browse the catalogue, genres and public lists; an employee only if not kept to lists. */
  "catalog:browse": ["owner", "manager", "employee"],
  /** One's own lists (an employee plays the company's: the owner's). */
  "playlists:own": ["owner", "manager"],
  /** The history of plays and its seals, of the establishments one works in. */
  "play-log:read": ["owner", "manager"],
  /** "Estado de la red": every zone of the establishments one works in, as head office sees it. */
  "network:read": ["owner", "manager"],
  /** Who hears of a zone silent or offline too long, and after how long (decision 041). */
  "network:alerts": ["owner"],
  "certificates:manage": ["owner"],
  /** Inspection files of the establishments one works in (the declaration: the owner's alone). */
  "inspection-files:make": ["owner", "manager"],
  /** Personal access tokens of the public API, acting as their creator (decision 046). */
  "api-tokens:manage": ["owner", "manager"],
  /** Webhook endpoints: the account's events, sent to the owner's systems. */
  "webhooks:manage": ["owner"],
  "billing:manage": ["owner"],
  "team:manage": ["owner"],
} as const satisfies Record<string, readonly TeamRole[]>;

export type TeamPermission = keyof typeof teamPermissions;

export function teamCan(teamRole: TeamRole | null | undefined, permission: TeamPermission) {
  return (
    teamRole != null && (teamPermissions[permission] as readonly TeamRole[]).includes(teamRole)
  );
}

/** What of an account its owner's "Equipo" settings decide: the session's and the browser's. */
export type AccountRules = Pick<TeamAccount, "teamRole" | "listsOnly" | "blocksSongs">;

/**
 * What the account may do: its role's permissions, less the catalogue for an employee the
 * owner keeps to the company's lists, plus blocking songs for one the owner lets block.
 */
export function accountCan(account: AccountRules, permission: TeamPermission): boolean {
  if (account.teamRole === "employee") {
    if (permission === "catalog:browse" && account.listsOnly) return false;
    if (permission === "blocked-songs:manage") return account.blocksSongs;
  }
  return teamCan(account.teamRole, permission);
}

/**
 * Where the account may block a song (decision 045): the owner in a zone or in every zone
 * ("anywhere"), a member who may block only in a zone of theirs ("here"), else nowhere.
 */
export function blockReach(account: AccountRules): "anywhere" | "here" | null {
  if (!accountCan(account, "blocked-songs:manage")) return null;
  return account.teamRole === "owner" ? "anywhere" : "here";
}

/** Whether the account works in the establishment (an owner: in all of theirs). */
export function worksIn(account: TeamAccount, establishmentId: string): boolean {
  return account.establishmentIds === null || account.establishmentIds.includes(establishmentId);
}

/**
 * Whether the account works in the zone: in its establishment, and, when that
 * establishment was given zone by zone, in this zone. The zone of an old player that names
 * none is its establishment's Principal, whose id is the establishment's.
 */
export function worksInZone(account: TeamAccount, zone: ZoneWithEstablishment): boolean {
  if (!worksIn(account, zone.establishmentId)) return false;
  const given = account.zonesOf[zone.establishmentId];
  return given === undefined || given.includes(zone.id);
}

/** A zone, with the establishment it belongs to. */
export interface ZoneWithEstablishment {
  id: string;
  establishmentId: string;
}

/**
 * Whether something that sounds in several zones (a campaign) is wholly the person's:
 * always the owner's; a member's only when it is somewhere and every one of those zones is
 * theirs, so nothing they change sounds where they do not work.
 */
export function worksInAll(account: TeamAccount, zones: readonly ZoneWithEstablishment[]): boolean {
  return (
    account.establishmentIds === null ||
    (zones.length > 0 && zones.every((zone) => worksInZone(account, zone)))
  );
}
