import { beforeEach, expect, it } from "vitest";
import { plan, price } from "../../domain/billing/tables";
import { describeEachDatabase } from "../../testing/test-app";
import { listPlans } from "./list-plans";

describeEachDatabase("plan catalogue", (context) => {
  beforeEach(async () => {
    await context().database.db.delete(plan);
  });

  async function insertPlan(id: string, prices: { interval: "month" | "year"; cents: number }[]) {
    const { db } = context().database;
    await db
      .insert(plan)
      .values({ id, name: `Plan ${id}`, tier: "basic", trialDays: 7, popular: true });
    for (const entry of prices) {
      await db.insert(price).values({
        id: `${id}-${entry.interval}`,
        planId: id,
        amountCents: entry.cents,
        interval: entry.interval,
      });
    }
  }

  it("serves the fallback plans while nothing is synced", async () => {
    const response = await context().app.request("/api/plans");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.source).toBe("fallback");
    // One paid plan with the free trial (architecture.md, departures).
    expect(body.plans).toMatchObject([
      {
        id: "basic",
        popular: true,
        trialDays: 7,
        prices: { monthly: { amount: 8 }, annual: { amount: 60 } },
      },
    ]);
  });

  it("serves synced plans with their amounts converted from cents", async () => {
    await insertPlan("negocio", [
      { interval: "month", cents: 1000 },
      { interval: "year", cents: 9990 },
    ]);
    const catalog = await listPlans({ db: context().database.db });
    expect(catalog.source).toBe("synced");
    expect(catalog.plans).toHaveLength(1);
    expect(catalog.plans[0]).toMatchObject({
      id: "negocio",
      popular: true,
      trialDays: 7,
      prices: {
        monthly: { amount: 10, currency: "eur" },
        annual: { amount: 99.9, currency: "eur" },
      },
    });
  });

  it("ignores synced plans that lack a monthly or an annual price", async () => {
    await insertPlan("cojo", [{ interval: "month", cents: 800 }]);
    expect((await listPlans({ db: context().database.db })).source).toBe("fallback");
  });

  it("removes a plan's prices with the plan", async () => {
    await insertPlan("efimero", [{ interval: "month", cents: 800 }]);
    await context().database.db.delete(plan);
    expect(await context().database.db.select().from(price)).toEqual([]);
  });
});
