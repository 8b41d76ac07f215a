import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { AppError } from "../app-error";
import type { Database } from "../database";
import { idempotencyKey } from "./tables";

/** How long a key answers for its intent: Stripe keeps its own keys 24 hours, as here. */
const KEPT_MS = 24 * 3_600_000;

export interface Intent {
  userId: string;
  /** The browser's Idempotency-Key; without one (an older client) the action just runs. */
  key: string | undefined;
  /** The action and what it was asked: the same key for anything else is refused. */
  action: string;
  request: unknown;
}

/**
 * Runs one intent once per key, inside the caller's transaction (decision 035): a payment,
 * a new establishment — whatever a double click or a retried request must not do twice.
 * The key's row is inserted first: a twin request with the same key waits on that insert
 * until this transaction ends, then answers what this one answered, as a later retry does.
 * A change that fails takes its key with it, so trying again runs it again.
 */
export async function oncePerIntent<Answer>(
  tx: Database,
  intent: Intent,
  run: () => Promise<Answer>,
): Promise<Answer> {
  const { userId, key } = intent;
  if (!key) return run();
  const fingerprint = createHash("sha256")
    .update(JSON.stringify([intent.action, intent.request]))
    .digest("hex");
  const thisKey = and(eq(idempotencyKey.userId, userId), eq(idempotencyKey.key, key));
  await tx
    .delete(idempotencyKey)
    .where(
      and(
        eq(idempotencyKey.userId, userId),
        lt(idempotencyKey.createdAt, new Date(Date.now() - KEPT_MS)),
      ),
    );
  const [claimed] = await tx
    .insert(idempotencyKey)
    .values({ userId, key, fingerprint })
    .onConflictDoNothing()
    .returning({ key: idempotencyKey.key });
  if (!claimed) {
    const [first] = await tx.select().from(idempotencyKey).where(thisKey);
    if (first && first.fingerprint !== fingerprint)
      throw new AppError("CONFLICT", subscriptionCopy.intent.keyReused);
    // Only a key that expired between the two statements is gone: it runs as a new one.
    if (first) return first.answer as Answer;
  }
  const answer = await run();
  await tx.update(idempotencyKey).set({ answer }).where(thisKey);
  return answer;
}
