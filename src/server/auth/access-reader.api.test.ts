import { barInMadrid } from "~/shared/testing/establishment-details";
import { expect, it } from "vitest";
import { subscription } from "../domain/subscriptions/tables";
import { httpClient, signedInUser } from "../testing/http-client";
import { describeEachDatabase, useSecondInstance } from "../testing/test-app";

/** Access as two instances of the app on one database see it (a load balancer's view). */
describeEachDatabase("access remembered per instance, changed everywhere", (context) => {
  const other = useSecondInstance(context);
  const here = httpClient(context);
  const there = httpClient(other);
  const accessThere = async (cookie: string) =>
    ((await (await there.get("/api/access", { cookie })).json()) as { active: boolean }).active;

  it("ends complimentary access on the other instance from the very next request", async () => {
    const boss = await signedInUser(context, { role: "admin" });
    const shop = await signedInUser(context, { complimentary: true });
    expect(await accessThere(shop.cookie)).toBe(true);
    const removed = await here.put(
      `/api/users/${shop.id}/complimentary`,
      { active: false },
      { cookie: boss.cookie },
    );
    expect(removed.status).toBe(200);
    expect(await accessThere(shop.cookie)).toBe(false);
    // A route that needs access refuses at once there too (reading proof never does).
    expect(
      (await there.post("/api/establishments", barInMadrid, { cookie: shop.cookie })).status,
    ).toBe(403);
  });

  it("ends access when the paid period ends, with nothing changed in the database", async () => {
    const shop = await signedInUser(context);
    const endsAt = new Date(Date.now() + 1500);
    await context()
      .database.db.insert(subscription)
      .values({
        id: `sub-${shop.id}`,
        userId: shop.id,
        provider: "local",
        providerSubscriptionId: `local-${shop.id}`,
        status: "active",
        currentPeriodEnd: endsAt,
      });
    expect(await accessThere(shop.cookie)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, endsAt.getTime() - Date.now() + 50));
    expect(await accessThere(shop.cookie)).toBe(false);
  });
});
