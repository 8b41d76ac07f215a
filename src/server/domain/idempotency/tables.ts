import { jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { userColumn } from "../accounts/tables";
import { createdAtColumn } from "../columns";

/**
 * One intent of paying, by the Idempotency-Key its browser sent (decision 035), with the
 * answer it got: a retry, or the same request sent twice at once, answers that again and
 * charges nothing more. Written in the transaction of the change itself, so a key whose
 * change failed is not kept.
 */
export const idempotencyKey = pgTable(
  "idempotency_key",
  {
    userId: userColumn(),
    key: text("key").notNull(),
    /** The action and a SHA-256 of what was asked: the same key for anything else is refused. */
    fingerprint: text("fingerprint").notNull(),
    answer: jsonb("answer").$type<unknown>(),
    createdAt: createdAtColumn(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] })],
);
