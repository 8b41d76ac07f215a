import { z } from "~/shared/validation/zod";
import { publicApiCopy } from "../copy/public-api";
import { singleLine } from "../validation/text";
import { apiScopes, type ApiScope } from "./scopes";

const errors = publicApiCopy.errors;

/** Live tokens one person may hold: enough for every tool of a chain, not a leak's worth. */
export const MAX_API_TOKENS = 20;

/** POST /api/api-tokens: a name to know it by, what it may do, and when it stops (optional). */
export const createApiTokenInputSchema = z.strictObject({
  name: singleLine().min(1, errors.tokenName).max(80, errors.tokenName),
  scopes: z
    .array(z.enum(apiScopes, errors.scopes), errors.scopes)
    .min(1, errors.scopes)
    .refine((scopes) => new Set(scopes).size === scopes.length, errors.scopeRepeated),
  expiresAt: z.iso.datetime({ offset: true, error: errors.expiresAt }).nullable().default(null),
});
export type CreateApiTokenInput = z.infer<typeof createApiTokenInputSchema>;

/** One token as "Integraciones" lists it: never its secret, only the first characters. */
export interface ApiTokenSummary {
  id: string;
  name: string;
  scopes: ApiScope[];
  /** "son_AbCd": enough to tell tokens apart in a tool's settings. */
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
  expiresAt: string | null;
  /** Who made it (the owner sees their managers' tokens too). */
  createdBy: string;
}

/** The answer to POST /api/api-tokens: the one time the secret is shown. */
export interface CreatedApiToken {
  token: ApiTokenSummary;
  secret: string;
}
