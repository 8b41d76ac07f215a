import { sql, type SQL } from "drizzle-orm";
import type { DatabaseHandle } from "../db/client";
import type { TestContext } from "./test-app";

/**
 * The operator's own database role, as an attacker with the application's credentials has
 * it: SELECT, INSERT, UPDATE and DELETE on every table, sequences usable — plain DML — but
 * no table of its own, no superuser: it can neither disable a trigger nor set
 * `session_replication_role`. Roles belong to the whole PostgreSQL cluster, so the role is
 * made once (several test files may race to make it) and granted in each test database.
 * PGlite is PostgreSQL too: the same role, and the same refusals.
 */
export const OPERATOR_ROLE = "sonaria_operator";

const granted = new WeakSet<DatabaseHandle>();

async function grantOperator(database: DatabaseHandle): Promise<void> {
  if (granted.has(database)) return;
  const { db } = database;
  await db.execute(
    sql.raw(`do $$ begin create role ${OPERATOR_ROLE} nologin;
      exception when duplicate_object or unique_violation then null; end $$`),
  );
  await db.execute(sql.raw(`grant usage on schema public to ${OPERATOR_ROLE}`));
  await db.execute(
    sql.raw(
      `grant select, insert, update, delete on all tables in schema public to ${OPERATOR_ROLE}`,
    ),
  );
  await db.execute(
    sql.raw(`grant usage, select on all sequences in schema public to ${OPERATOR_ROLE}`),
  );
  granted.add(database);
}

/**
 * Runs `statements` as the operator's role, in one transaction (`set local role`): what
 * someone with the application's database credentials could do by hand. Rejects with the
 * database's refusal when a trigger, a privilege or a constraint stops one of them.
 */
export async function asOperator(context: TestContext, statements: SQL[]): Promise<void> {
  await grantOperator(context.database);
  await context.database.db.transaction(async (tx) => {
    await tx.execute(sql.raw(`set local role ${OPERATOR_ROLE}`));
    for (const statement of statements) await tx.execute(statement);
  });
}

/**
 * What the database answers when the operator's role tries `statements`: the message of
 * the refusal (the innermost error's, under Drizzle's wrapper). Fails when it is not refused.
 */
export async function operatorRefusal(context: TestContext, statements: SQL[]): Promise<string> {
  const error: unknown = await asOperator(context, statements).then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!error) throw new Error("The operator's role was not refused");
  let inner = error as { message?: unknown; cause?: unknown };
  while (inner.cause) inner = inner.cause as typeof inner;
  return String(inner.message);
}
