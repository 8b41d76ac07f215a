import { randomUUID } from "node:crypto";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { TeamAccount } from "~/shared/accounts/team";
import { publicApiCopy } from "~/shared/copy/public-api";
import {
  MAX_API_TOKENS,
  type ApiTokenSummary,
  type CreatedApiToken,
  type CreateApiTokenInput,
} from "~/shared/public-api/tokens-schema";
import { user } from "../../domain/accounts/tables";
import { AppError } from "../../domain/app-error";
import type { Database } from "../../domain/database";
import { apiToken } from "../../domain/public-api/tables";
import { newTokenSecret, tokenHash, tokenPrefix } from "./secrets";

const errors = publicApiCopy.errors;

/**
 * Whose tokens a person sees and revokes: the owner, all of the account's (a manager who
 * left keeps none working behind their back); a manager, their own.
 */
const tokensOf = (account: TeamAccount, userId: string) =>
  and(
    eq(apiToken.ownerId, account.ownerId),
    isNull(apiToken.revokedAt),
    account.teamRole === "owner" ? undefined : eq(apiToken.userId, userId),
  );

const summaryColumns = {
  id: apiToken.id,
  name: apiToken.name,
  scopes: apiToken.scopes,
  prefix: apiToken.prefix,
  createdAt: apiToken.createdAt,
  lastUsedAt: apiToken.lastUsedAt,
  expiresAt: apiToken.expiresAt,
  createdBy: user.name,
};

const summaries = (db: Database) =>
  db.select(summaryColumns).from(apiToken).innerJoin(user, eq(user.id, apiToken.userId)).$dynamic();

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>["execute"]>>[number];

const toSummary = (row: SummaryRow): ApiTokenSummary => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

/** The live tokens the person may see, newest first. */
export async function listApiTokens(options: {
  db: Database;
  account: TeamAccount;
  userId: string;
}): Promise<ApiTokenSummary[]> {
  const rows = await summaries(options.db)
    .where(tokensOf(options.account, options.userId))
    .orderBy(desc(apiToken.createdAt));
  return rows.map(toSummary);
}

/** A new token acting as `userId` for the account; the secret is answered this once. */
export async function createApiToken(options: {
  db: Database;
  account: TeamAccount;
  userId: string;
  input: CreateApiTokenInput;
  now?: Date;
}): Promise<CreatedApiToken> {
  const { db, account, userId, input } = options;
  const now = options.now ?? new Date();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt <= now) throw new AppError("BAD_REQUEST", errors.expiresAt);
  const [held] = await db
    .select({ count: count() })
    .from(apiToken)
    .where(and(eq(apiToken.userId, userId), isNull(apiToken.revokedAt)));
  if ((held?.count ?? 0) >= MAX_API_TOKENS)
    throw new AppError("CONFLICT", errors.tooManyTokens(MAX_API_TOKENS));
  const secret = newTokenSecret();
  const id = randomUUID();
  await db.insert(apiToken).values({
    id,
    ownerId: account.ownerId,
    userId,
    name: input.name,
    scopes: input.scopes,
    prefix: tokenPrefix(secret),
    secretHash: tokenHash(secret),
    createdAt: now,
    expiresAt,
  });
  const [made] = await summaries(db).where(eq(apiToken.id, id));
  return { token: toSummary(made as SummaryRow), secret };
}

/**
 * Revokes a token at once, on every instance: nothing remembers a token between
 * requests, each one is looked up again (requireToken).
 */
export async function revokeApiToken(options: {
  db: Database;
  account: TeamAccount;
  userId: string;
  tokenId: string;
  now?: Date;
}): Promise<void> {
  const [revoked] = await options.db
    .update(apiToken)
    .set({ revokedAt: options.now ?? new Date() })
    .where(and(eq(apiToken.id, options.tokenId), tokensOf(options.account, options.userId)))
    .returning({ id: apiToken.id });
  if (!revoked) throw new AppError("NOT_FOUND", errors.tokenNotFound);
}
