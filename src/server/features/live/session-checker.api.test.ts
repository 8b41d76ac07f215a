import { eq } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { session } from "../../domain/accounts/tables";
import { signedInUser } from "../../testing/http-client";
import { describeEachDatabase } from "../../testing/test-app";
import { sessionChecker } from "./session-checker";

describeEachDatabase("live events: session checks", (context) => {
  const sessionOf = async (userId: string) => {
    const [row] = await context()
      .database.db.select({ id: session.id })
      .from(session)
      .where(eq(session.userId, userId));
    return row?.id as string;
  };

  it("answers the role of live sessions, null for ended or expired ones, in one query", async () => {
    const { db } = context().database;
    const admin = await sessionOf((await signedInUser(context, { role: "admin" })).id);
    const customer = await sessionOf((await signedInUser(context)).id);
    const expired = await sessionOf((await signedInUser(context)).id);
    await db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.id, expired));

    const check = sessionChecker(db);
    const select = vi.spyOn(db, "select");
    try {
      // As the streams an event wakes ask: together, one of them twice.
      const answers = await Promise.all(
        [admin, customer, customer, expired, "ended-session"].map((id) => check(id)),
      );
      expect(answers).toEqual(["admin", "user", "user", null, null]);
      expect(select).toHaveBeenCalledTimes(1);
      // Asked again later: read afresh.
      expect(await check(admin)).toBe("admin");
      expect(select).toHaveBeenCalledTimes(2);
    } finally {
      select.mockRestore();
    }
  });
});
