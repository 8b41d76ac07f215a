import { createHash, randomBytes } from "node:crypto";

/** How long an invitation opens the team: a week, time to read the e-mail on a day off. */
export const INVITATION_DAYS = 7;

/** A new invitation's token (43 characters, base64url) and the hash that is stored of it. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

export const hashInvitationToken = (token: string) =>
  createHash("sha256").update(token).digest("hex");
