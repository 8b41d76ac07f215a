import { eq, sql } from "drizzle-orm";
import type { InvitationPreview } from "~/shared/team/schema";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";
import { openInvitation } from "./open-invitation";
import { ownerEstablishments } from "./owner-establishments";
import { teamZoneName } from "./team-zone-name";

/** What the invitation page shows: who invites, as what, where, and whether to sign in. */
export async function previewInvitation(db: Database, token: string): Promise<InvitationPreview> {
  const invitation = await openInvitation(db, token);
  const [owner] = await db
    .select({ name: user.name })
    .from(user)
    .where(eq(user.id, invitation.ownerId));
  const [existing] = await db
    .select({ id: user.id })
    .from(user)
    .where(sql`lower(${user.email}) = ${invitation.email}`);
  const given = await ownerEstablishments(db, invitation.ownerId, invitation);
  return {
    ownerName: owner?.name ?? "",
    email: invitation.email,
    role: invitation.role,
    establishments: [
      ...given.establishments.map((found) => found.name),
      ...given.zones.map(teamZoneName),
    ],
    accountExists: Boolean(existing),
  };
}
