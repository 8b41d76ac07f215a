import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { session } from "../domain/accounts/tables";
import { GOOD_PASSWORD, httpClient, sessionCookie, signedInUser } from "../testing/http-client";
import { describeEachDatabase, useSecondInstance, useTestApp } from "../testing/test-app";
import { availableDatabaseKinds } from "../testing/test-database";

/**
 * Two instances of the app on one database, each with its own event bus and its own
 * memory of sessions — as behind a load balancer. What one instance ends, the other must
 * refuse from the very next request.
 */
describeEachDatabase("sessions remembered per instance, ended everywhere", (context) => {
  const other = useSecondInstance(context);
  const here = httpClient(context);
  const there = httpClient(other);
  const me = (client: typeof here, cookie: string) => client.get("/api/me", { cookie });

  it("reads a session once, then answers from memory", async () => {
    const { cookie, id } = await signedInUser(context);
    expect((await me(there, cookie)).status).toBe(200);
    // Removed behind the app's back, with no event: this instance still trusts what it read.
    await context().database.db.delete(session).where(eq(session.userId, id));
    expect((await me(there, cookie)).status).toBe(200);
    // An instance that never read it asks the database, and refuses it.
    expect((await me(here, cookie)).status).toBe(401);
  });

  it("refuses a session signed out on the other instance at the very next request", async () => {
    const { cookie } = await signedInUser(context);
    expect((await me(there, cookie)).status).toBe(200);
    expect((await here.post("/api/auth/sign-out", {}, { cookie })).status).toBe(200);
    expect((await me(there, cookie)).status).toBe(401);
    expect(await (await there.get("/api/session", { cookie })).json()).toBeNull();
  });

  it("refuses the other sessions of a changed password at once, on every instance", async () => {
    const { email, cookie } = await signedInUser(context);
    const elsewhere = sessionCookie(
      await there.post("/api/auth/sign-in/email", { email, password: GOOD_PASSWORD }),
    );
    expect((await me(there, elsewhere)).status).toBe(200);
    const changed = await here.post(
      "/api/auth/change-password",
      { currentPassword: GOOD_PASSWORD, newPassword: "Nueva2026x" },
      { cookie },
    );
    expect(changed.status).toBe(200);
    expect((await me(there, elsewhere)).status).toBe(401);
    expect((await me(there, sessionCookie(changed))).status).toBe(200);
  });

  it("stops a demoted admin at once on the other instance", async () => {
    const boss = await signedInUser(context, { role: "admin" });
    const demoted = await signedInUser(context, { role: "admin" });
    expect((await there.get("/api/users", { cookie: demoted.cookie })).status).toBe(200);
    const demote = await here.put(
      `/api/users/${demoted.id}/role`,
      { role: "user" },
      { cookie: boss.cookie },
    );
    expect(demote.status).toBe(200);
    expect((await there.get("/api/users", { cookie: demoted.cookie })).status).toBe(403);
  });

  it("renames the user on every instance as soon as the profile changes", async () => {
    const { cookie } = await signedInUser(context, { fullName: "Ana García" });
    expect((await (await there.get("/api/session", { cookie })).json()).user.fullName).toBe(
      "Ana García",
    );
    const renamed = await here.patch("/api/me", { fullName: "Ana López" }, { cookie });
    expect(renamed.status).toBe(200);
    expect((await (await there.get("/api/session", { cookie })).json()).user.fullName).toBe(
      "Ana López",
    );
  });
});

// A LISTEN connection to lose exists only on PostgreSQL.
const postgres = (await availableDatabaseKinds()).includes("postgres");
describe.skipIf(!postgres)("sessions remembered across a lost LISTEN connection (postgres)", () => {
  const context = useTestApp("postgres");
  const other = useSecondInstance(context);
  const there = httpClient(other);

  it("forgets, once it listens again, a session it read while it could not hear", async () => {
    const { cookie, id } = await signedInUser(context);
    expect((await there.get("/api/me", { cookie })).status).toBe(200);
    await context().database.pool?.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'LISTEN sonaria_events'`,
    );
    await expect.poll(() => other().infra.events.caughtUp()).toBe(false);
    // Read from the database while nothing listens, and remembered…
    expect((await there.get("/api/me", { cookie })).status).toBe(200);
    // …then ended elsewhere, by an instance whose event nobody hears.
    await context().database.db.delete(session).where(eq(session.userId, id));
    expect(await other().infra.events.caughtUp()).toBe(false);

    await expect.poll(() => other().infra.events.caughtUp(), { timeout: 10_000 }).toBe(true);
    expect((await there.get("/api/me", { cookie })).status).toBe(401);
  });
});
