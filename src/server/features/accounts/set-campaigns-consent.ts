import { eq, sql } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";

/**
 * The user's own choice on the profile page: consent to campaign e-mails, or none. Consent
 * given again keeps the moment it was given, so its proof does not move with each save.
 */
export async function setCampaignsConsent(options: {
  db: Database;
  userId: string;
  campaignsConsent: boolean;
}): Promise<{ campaignsConsent: boolean }> {
  const [row] = await options.db
    .update(user)
    .set(
      options.campaignsConsent
        ? {
            campaignsConsent: true,
            campaignsConsentAt: sql`coalesce(${user.campaignsConsentAt}, now())`,
          }
        : { campaignsConsent: false, campaignsConsentAt: null },
    )
    .where(eq(user.id, options.userId))
    .returning({ campaignsConsent: user.campaignsConsent });
  if (!row) throw new AppError("UNAUTHENTICATED", "The account no longer exists");
  return row;
}
