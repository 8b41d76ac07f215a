import { createHmac, timingSafeEqual } from "node:crypto";

/** The header every delivery carries (decision 046). */
export const SIGNATURE_HEADER = "Sonaria-Signature";

/**
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, as Stripe signs: the time is
 * signed with the body, so a receiver that refuses old times refuses replays.
 */
export function signWebhook(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.${body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/**
 * How a receiver checks a delivery (the decision record shows the same in a few lines):
 * the signature over the exact body received, made within `toleranceSeconds`.
 */
export function verifyWebhook(options: {
  secret: string;
  body: string;
  header: string | null | undefined;
  now?: Date;
  toleranceSeconds?: number;
}): boolean {
  const parts = new Map(
    (options.header ?? "").split(",").map((part) => part.split("=", 2) as [string, string]),
  );
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isSafeInteger(t)) return false;
  const age = Math.abs((options.now ?? new Date()).getTime() / 1000 - t);
  if (age > (options.toleranceSeconds ?? 300)) return false;
  const expected = createHmac("sha256", options.secret).update(`${t}.${options.body}`).digest();
  const given = Buffer.from(v1, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
