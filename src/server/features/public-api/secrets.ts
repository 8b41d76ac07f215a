import { createHash, randomBytes } from "node:crypto";
import { API_TOKEN_PREFIX } from "~/shared/public-api/scopes";

/** A token's secret: the prefix and 32 random bytes, base64url (decision 046). */
export const newTokenSecret = () => `${API_TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;

/** A webhook endpoint's signing secret. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

/** What is stored of a token: its SHA-256, enough for 256 random bits (no salt or slow hash needed). */
export const tokenHash = (secret: string) => createHash("sha256").update(secret).digest("hex");

/** What "Integraciones" shows of a token: "son_" and four more characters. */
export const tokenPrefix = (secret: string) => secret.slice(0, API_TOKEN_PREFIX.length + 4);
