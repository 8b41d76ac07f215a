import { eq, sql } from "drizzle-orm";
import type { InvitationPreview } from "~/shared/schemas/team";
import type { Database } from "../../db/client";
import { user } from "../../db/schema";
import { openInvitation } from "./open-invitation";
import { ownerEstablishments } from "./owner-establishments";

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
  const places = await ownerEstablishments(db, invitation.ownerId, invitation.establishmentIds);
  return {
    ownerName: owner?.name ?? "",
    email: invitation.email,
    role: invitation.role,
    establishments: places.map((place) => place.name),
    accountExists: Boolean(existing),
  };
}
