import type { BillingInterval } from "~/shared/plans/plan";
import { list, missing, newId, now, type Json, type StripeRequest } from "./stripe-json";

export interface SeedProduct {
  id?: string;
  name: string;
  description?: string;
  active?: boolean;
  metadata?: Record<string, string>;
  prices?: { id?: string; unitAmount: number; interval: BillingInterval; active?: boolean }[];
}

/** Products, their prices and tax rates, as the Dashboard holds them. */
export function stripeCatalog() {
  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const taxRates = new Map<string, Json>();

  function priceJson(id: string, expandProduct: boolean): Json {
    const found = prices.get(id);
    if (!found) throw missing("price", id);
    const product = products.get(found.product as string);
    return expandProduct && product ? { ...found, product } : found;
  }

  function answer({ method, path, resource, id, params }: StripeRequest): Json | undefined {
    if (resource === "tax_rates" && !id) {
      if (method === "GET") return list(path, [...taxRates.values()]);
      const rate = {
        id: newId("txr"),
        object: "tax_rate",
        active: true,
        display_name: params.display_name,
        description: params.description ?? null,
        percentage: Number(params.percentage),
        inclusive: params.inclusive === "true",
        country: params.country ?? null,
        jurisdiction: params.jurisdiction ?? null,
        livemode: false,
      };
      taxRates.set(rate.id, rate);
      return rate;
    }
    if (method === "GET" && resource === "products" && !id) {
      const all = [...products.values()];
      return list(
        path,
        params.active ? all.filter((entry) => String(entry.active) === params.active) : all,
      );
    }
    if (method === "GET" && resource === "prices" && !id) {
      const matches = [...prices.values()].filter(
        (entry) =>
          (!params.active || String(entry.active) === params.active) &&
          (!params.type || entry.type === params.type) &&
          (!params.product || entry.product === params.product),
      );
      return list(path, matches);
    }
    return undefined;
  }

  return {
    prices,
    priceJson,
    answer,

    /** A product with its recurring prices; the ids default to fresh Stripe-like ones. */
    seedProduct(seed: SeedProduct) {
      const product = {
        id: seed.id ?? newId("prod"),
        object: "product",
        name: seed.name,
        description: seed.description ?? null,
        active: seed.active ?? true,
        metadata: seed.metadata ?? {},
        created: now(),
        livemode: false,
      };
      products.set(product.id, product);
      const priceIds = (seed.prices ?? []).map((entry) => {
        const price = {
          id: entry.id ?? newId("price"),
          object: "price",
          product: product.id,
          active: entry.active ?? true,
          currency: "eur",
          unit_amount: entry.unitAmount,
          type: "recurring",
          recurring: { interval: entry.interval, interval_count: 1, usage_type: "licensed" },
          livemode: false,
        };
        prices.set(price.id, price);
        return price.id;
      });
      return { id: product.id, priceIds };
    },

    /** Changes a seeded product (name, metadata, active) as the Dashboard would. */
    updateProduct(id: string, changes: Partial<Pick<SeedProduct, "name" | "active" | "metadata">>) {
      const product = products.get(id);
      if (!product) throw new Error(`No product ${id} in the Stripe double`);
      Object.assign(product, changes);
    },
  };
}
