import { pgTable, text } from "drizzle-orm/pg-core";
import { createdAtColumn } from "../columns";

/**
 * Secrets every instance on this database must share, made by the first one to start:
 * 'auth' signs sessions when the operator set no AUTH_SECRET (infra/auth-secret.ts).
 */
export const sharedSecret = pgTable("shared_secret", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: createdAtColumn(),
});
