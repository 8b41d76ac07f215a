export const roles = ["user", "admin"] as const;
export type Role = (typeof roles)[number];

/**
 * Who may do what, in one table: the server's guards and the browser's menus read it,
 * so what the UI hides is exactly what the API refuses.
 */
const permissions = {
  "users:manage": ["admin"],
  "catalog:manage": ["admin"],
  "campaigns:send": ["admin"],
  "playlists:manage-public": ["admin"],
  /** Decision 035: walk the invoice chain and name what broke it. */
  "invoices:verify": ["admin"],
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export function can(role: Role | null | undefined, permission: Permission): boolean {
  return role != null && (permissions[permission] as readonly Role[]).includes(role);
}
