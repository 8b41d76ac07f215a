import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { subscription } from "../../domain/subscriptions/tables";
import { describeEachDatabase } from "../../testing/test-app";
import { httpClient, signedInUser, uniqueEmail } from "../../testing/http-client";
import { teamFixtures } from "../../testing/team-fixtures";

describeEachDatabase("/api/users", (context) => {
  const client = httpClient(context);

  it("is refused to visitors (401) and to users (403)", async () => {
    const { cookie, id } = await signedInUser(context);
    expect((await client.get("/api/users")).status).toBe(401);
    expect((await client.get("/api/users", { cookie })).status).toBe(403);
    expect(
      (
        await client.patch(
          `/api/users/${id}`,
          { fullName: "X", phone: "", company: "" },
          { cookie },
        )
      ).status,
    ).toBe(403);
    expect((await client.put(`/api/users/${id}/role`, { role: "admin" }, { cookie })).status).toBe(
      403,
    );
    expect(
      (await client.put(`/api/users/${id}/complimentary`, { active: true }, { cookie })).status,
    ).toBe(403);
  });

  it("lists users newest first, searched and paginated on the server", async () => {
    const admin = await signedInUser(context, { role: "admin" });
    const marker = `bar${Date.now()}`;
    for (let i = 0; i < 3; i++)
      await signedInUser(context, { email: uniqueEmail(`${marker}${i}`) });

    const page1 = await (
      await client.get(`/api/users?search=${marker}&pageSize=2`, { cookie: admin.cookie })
    ).json();
    expect(page1.total).toBe(3);
    expect(page1.items.map((u: { email: string }) => u.email.split(".")[0])).toEqual([
      `${marker}2`,
      `${marker}1`,
    ]);
    const page2 = await (
      await client.get(`/api/users?search=${marker}&pageSize=2&page=2`, { cookie: admin.cookie })
    ).json();
    expect(page2.items).toHaveLength(1);
    expect(page2.items[0]).toMatchObject({
      role: "user",
      access: { active: false, state: { kind: "inactive" } },
    });

    const none = await (
      await client.get(`/api/users?search=${encodeURIComponent("%_nadie")}`, {
        cookie: admin.cookie,
      })
    ).json();
    expect(none.total).toBe(0);
    expect((await client.get("/api/users?page=0", { cookie: admin.cookie })).status).toBe(400);
  });

  it("shows each account's organisation: a team's owner and people, or none", async () => {
    const admin = await signedInUser(context, { role: "admin" });
    const marker = `equipo${Date.now()}`;
    const team = teamFixtures(context);
    const owner = await signedInUser(context, {
      complimentary: true,
      fullName: "Marta Ruiz",
      email: uniqueEmail(`${marker}owner`),
    });
    const establishment = await team.establishment(owner.cookie, "Bar Lucía");
    const manager = await team.member(owner.cookie, {
      role: "manager",
      establishmentIds: [establishment],
    });
    const employee = await team.member(owner.cookie, {
      role: "employee",
      establishmentIds: [establishment],
    });
    const alone = await signedInUser(context, { email: uniqueEmail(`${marker}alone`) });
    const emails = [owner.email, manager.email, employee.email, alone.email];

    const page = await (
      await client.get("/api/users?pageSize=100", { cookie: admin.cookie })
    ).json();
    const organisationOf = (email: string) =>
      (page.items as { email: string; organisation: unknown }[]).find(
        (item) => item.email === email,
      )?.organisation;
    expect(emails.map(organisationOf)).toEqual([
      { kind: "owner", people: 2 },
      { kind: "member", ownerName: "Marta Ruiz", role: "manager" },
      { kind: "member", ownerName: "Marta Ruiz", role: "employee" },
      null,
    ]);
  });

  it("edits a user's full name, phone and company", async () => {
    const admin = await signedInUser(context, { role: "admin" });
    const target = await signedInUser(context);
    const ok = await client.patch(
      `/api/users/${target.id}`,
      { fullName: "Luis Pérez", phone: "600 111 222", company: "Café Sol" },
      { cookie: admin.cookie },
    );
    expect(ok.status).toBe(200);
    const me = await (await client.get("/api/me", { cookie: target.cookie })).json();
    expect(me.user).toMatchObject({
      fullName: "Luis Pérez",
      phone: "600 111 222",
      company: "Café Sol",
    });
    expect(
      (
        await client.patch(
          `/api/users/${target.id}`,
          { fullName: "X", phone: "", company: "", role: "admin" },
          { cookie: admin.cookie },
        )
      ).status,
    ).toBe(400);
    expect(
      (
        await client.patch(
          `/api/users/nadie`,
          { fullName: "X", phone: "", company: "" },
          { cookie: admin.cookie },
        )
      ).status,
    ).toBe(404);
  });

  it("toggles roles, but an admin cannot remove their own", async () => {
    const admin = await signedInUser(context, { role: "admin" });
    const target = await signedInUser(context);
    const setRole = async (userId: string, role: string) =>
      (await client.put(`/api/users/${userId}/role`, { role }, { cookie: admin.cookie })).status;

    expect(await setRole(target.id, "admin")).toBe(200);
    expect((await client.get("/api/users", { cookie: target.cookie })).status).toBe(200);
    expect(await setRole(target.id, "user")).toBe(200);
    expect((await client.get("/api/users", { cookie: target.cookie })).status).toBe(403);

    expect(await setRole(admin.id, "user")).toBe(409);
    expect(await setRole(target.id, "owner")).toBe(400);
  });

  it("grants and removes complimentary access without touching a paid subscription", async () => {
    const admin = await signedInUser(context, { role: "admin" });
    const target = await signedInUser(context);
    const access = async () =>
      (await (await client.get("/api/me", { cookie: target.cookie })).json()).access;
    const setComplimentary = async (active: boolean) =>
      (
        await client.put(
          `/api/users/${target.id}/complimentary`,
          { active },
          { cookie: admin.cookie },
        )
      ).status;

    expect(await setComplimentary(true)).toBe(200);
    expect(await access()).toMatchObject({
      active: true,
      complimentary: true,
      state: { kind: "complimentary" },
    });
    // Granting twice keeps one grant.
    await setComplimentary(true);
    const { db } = context().database;
    expect(
      await db.select().from(subscription).where(eq(subscription.userId, target.id)),
    ).toHaveLength(1);

    const periodEnd = new Date(Date.now() + 30 * 86_400_000);
    await db.insert(subscription).values({
      id: `paid-${target.id}`,
      userId: target.id,
      provider: "local",
      providerSubscriptionId: `local-${target.id}`,
      planName: "Pro",
      tier: "premium",
      status: "active",
      currentPeriodEnd: periodEnd,
    });
    expect(await access()).toMatchObject({
      active: true,
      state: { kind: "active", planName: "Pro" },
    });

    expect(await setComplimentary(false)).toBe(200);
    expect(await access()).toMatchObject({
      active: true,
      complimentary: false,
      state: { kind: "active" },
    });
    const rows = await db.select().from(subscription).where(eq(subscription.userId, target.id));
    expect(rows.map((row) => row.provider)).toEqual(["local"]);
  });
});
