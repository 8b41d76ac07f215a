import { count, desc, ilike, or, type SQL } from "drizzle-orm";
import type { Access } from "~/shared/accounts/access";
import type { Role } from "~/shared/accounts/roles";
import type { z } from "~/shared/validation/zod";
import type { UserOrganisation, userListQuerySchema } from "~/shared/users/schema";
import { getAccessForUsers } from "../../auth/access";
import type { Database } from "../../domain/database";
import { user } from "../../domain/accounts/tables";
import { userOrganisations } from "./user-organisations";

export interface UserSummary {
  id: string;
  fullName: string;
  email: string;
  emailVerified: boolean;
  phone: string | null;
  company: string | null;
  role: Role;
  createdAt: string;
  access: Access;
  organisation: UserOrganisation;
}

export interface UserPage {
  items: UserSummary[];
  total: number;
  page: number;
  pageSize: number;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Newest first, searched and paginated in the database. */
export async function listUsers(options: {
  db: Database;
  query: z.output<typeof userListQuerySchema>;
}): Promise<UserPage> {
  const { db, query } = options;
  let where: SQL | undefined;
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    where = or(
      ilike(user.name, pattern),
      ilike(user.email, pattern),
      ilike(user.phone, pattern),
      ilike(user.company, pattern),
    );
  }
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(user)
      .where(where)
      .orderBy(desc(user.createdAt), desc(user.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(user).where(where),
  ]);
  const [access, organisations] = await Promise.all([
    getAccessForUsers({ db, users: rows }),
    userOrganisations(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      fullName: row.name,
      email: row.email,
      emailVerified: row.emailVerified,
      phone: row.phone,
      company: row.company,
      role: row.role,
      createdAt: row.createdAt.toISOString(),
      access: access.get(row.id) as Access,
      organisation: organisations.get(row.id) ?? null,
    })),
    total: totals?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}
