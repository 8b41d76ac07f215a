import { eq } from "drizzle-orm";
import type { BillingInfo } from "~/shared/accounts/billing-info";
import type { Access } from "~/shared/accounts/access";
import type { Role } from "~/shared/accounts/roles";
import type { TeamAccount } from "~/shared/accounts/team";
import type { TeamSummary } from "~/shared/team/schema";
import type { AccessReader } from "../../auth/access";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";

export interface Profile {
  id: string;
  email: string;
  fullName: string;
  role: Role;
  phone: string | null;
  company: string | null;
  billingInfo: BillingInfo | null;
  /** Whether the user consents to campaign e-mails (never asked = no). */
  campaignsConsent: boolean;
  createdAt: string;
}

/**
 * The signed-in user's own record and access (the dashboard shell, the profile page), and
 * their place in a team: a member's access is their owner's.
 */
export async function getProfile(options: {
  db: Database;
  access: AccessReader;
  userId: string;
  account: TeamAccount;
}): Promise<{ user: Profile; access: Access; team: TeamSummary }> {
  const { account } = options;
  const row = await options.db.query.user.findFirst({ where: eq(user.id, options.userId) });
  if (!row) throw new AppError("UNAUTHENTICATED", "The account no longer exists");
  const owner =
    account.teamRole === "owner"
      ? null
      : await options.db.query.user.findFirst({ where: eq(user.id, account.ownerId) });
  const access = await options.access.of(
    owner ? { id: owner.id, role: "user" } : { id: row.id, role: row.role },
  );
  return {
    team: {
      teamRole: account.teamRole,
      ownerName: owner?.name ?? null,
      establishmentIds: account.establishmentIds,
      zonesOf: account.zonesOf,
      listsOnly: account.listsOnly,
      blocksSongs: account.blocksSongs,
    },
    user: {
      id: row.id,
      email: row.email,
      fullName: row.name,
      role: row.role,
      phone: row.phone,
      company: row.company,
      billingInfo: row.billingInfo,
      campaignsConsent: row.campaignsConsent,
      createdAt: row.createdAt.toISOString(),
    },
    access,
  };
}
