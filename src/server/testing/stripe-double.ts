import { randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import type { SubscriptionStatus } from "~/shared/accounts/access";
import type { BillingInterval } from "~/shared/plans/plan";
import { prorationCents } from "~/shared/plans/proration";
import type { BillingDeps } from "../features/billing/deps";
import { invoiceIssuer } from "../features/invoices/invoice-issuer";
import { createTestApp, type TestApp, type TestContext } from "./test-app";

/** One request the SDK sent, its form body flattened (`line_items[0][price]` → value). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  /** The request's Idempotency-Key header, when it sent one. */
  idempotencyKey?: string;
}

export interface SeedProduct {
  id?: string;
  name: string;
  description?: string;
  active?: boolean;
  metadata?: Record<string, string>;
  prices?: { id?: string; unitAmount: number; interval: BillingInterval; active?: boolean }[];
}

export interface SeedSubscription {
  id?: string;
  customer: string;
  priceId: string;
  status?: SubscriptionStatus;
  metadata?: Record<string, string>;
  cancelAtPeriodEnd?: boolean;
  trialStart?: Date | null;
  trialEnd?: Date | null;
  currentPeriodEnd?: Date;
  /** The item's quantity: zones paid for (decision 027); 1 unless said. */
  quantity?: number;
}

interface StoredItem {
  id: string;
  priceId: string;
  quantity: number;
  periodStart: number;
  periodEnd: number;
}

interface StoredSubscription {
  id: string;
  customer: string;
  status: SubscriptionStatus;
  metadata: Record<string, string>;
  cancelAtPeriodEnd: boolean;
  trialStart: number | null;
  trialEnd: number | null;
  canceledAt: number | null;
  created: number;
  items: StoredItem[];
  latestInvoice: string | null;
}

type Json = Record<string, unknown>;

class StripeError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly type = "invalid_request_error",
  ) {
    super(message);
  }
}

const newId = (prefix: string) => `${prefix}_${randomUUID().replaceAll("-", "").slice(0, 24)}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const now = () => seconds(new Date());
const list = (url: string, data: Json[]) => ({ object: "list", data, has_more: false, url });
const missing = (what: string, id: string) =>
  new StripeError(404, `No such ${what}: '${id}'`, "resource_missing");

/** Only these are expanded; anything else stays an id, as at Stripe. */
function wants(params: Record<string, string>, path: string) {
  return Object.entries(params).some(([key, value]) => key.startsWith("expand") && value === path);
}

/** Metadata from a form body: `metadata[key]=value` pairs. */
function metadataOf(body: Record<string, string>) {
  const metadata: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    const name = /^metadata\[([^\]]+)\]$/.exec(key)?.[1];
    if (name) metadata[name] = value;
  }
  return metadata;
}

/**
 * A local stand-in for the few Stripe endpoints Sonaria calls, with in-memory state and
 * Stripe-shaped JSON, so the real SDK runs end to end in tests (STRIPE_API_URL).
 */
export async function startStripeDouble() {
  const requests: RecordedRequest[] = [];
  const customers = new Map<string, Json>();
  const products = new Map<string, Json>();
  const prices = new Map<string, Json>();
  const subscriptions = new Map<string, StoredSubscription>();
  const checkoutSessions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const taxRates = new Map<string, Json>();
  const creditNotes = new Map<string, Json>();
  /** Stripe's idempotency: a POST's key, what it asked, and the answer it got. */
  const idempotent = new Map<string, { asked: string; status: number; answer: unknown }>();
  const double = {
    /** What a new checkout session answers as its URL (null: Stripe gave none). */
    checkoutUrl: (id: string): string | null => `https://checkout.stripe.test/c/pay/${id}`,
  };

  function priceJson(id: string, expandProduct: boolean): Json {
    const found = prices.get(id);
    if (!found) throw missing("price", id);
    const product = products.get(found.product as string);
    return expandProduct && product ? { ...found, product } : found;
  }

  function subscriptionJson(stored: StoredSubscription, params: Record<string, string>): Json {
    const expandProduct = wants(params, "items.data.price.product");
    return {
      id: stored.id,
      object: "subscription",
      customer: stored.customer,
      status: stored.status,
      metadata: stored.metadata,
      latest_invoice: stored.latestInvoice,
      cancel_at_period_end: stored.cancelAtPeriodEnd,
      canceled_at: stored.canceledAt,
      ended_at: stored.status === "canceled" ? stored.canceledAt : null,
      created: stored.created,
      trial_start: stored.trialStart,
      trial_end: stored.trialEnd,
      livemode: false,
      items: list(
        `/v1/subscription_items?subscription=${stored.id}`,
        stored.items.map((item) => ({
          id: item.id,
          object: "subscription_item",
          subscription: stored.id,
          quantity: item.quantity,
          current_period_start: item.periodStart,
          current_period_end: item.periodEnd,
          price: priceJson(item.priceId, expandProduct),
        })),
      ),
    };
  }

  function addInvoice(seed: {
    subscription: string;
    customer: string;
    amountPaid: number;
    periodStart: Date;
    periodEnd: Date;
    billingReason?: string;
  }) {
    const id = newId("in");
    const period = { start: seconds(seed.periodStart), end: seconds(seed.periodEnd) };
    invoices.set(id, {
      id,
      object: "invoice",
      customer: seed.customer,
      status: "paid",
      currency: "eur",
      billing_reason: seed.billingReason ?? "subscription_cycle",
      amount_paid: seed.amountPaid,
      total: seed.amountPaid,
      total_excluding_tax: seed.amountPaid,
      parent: {
        type: "subscription_details",
        subscription_details: { subscription: seed.subscription, metadata: {} },
        quote_details: null,
      },
      lines: list(`/v1/invoices/${id}/lines`, [
        { id: newId("il"), object: "line_item", amount: seed.amountPaid, period },
      ]),
      livemode: false,
    });
    return { id };
  }

  function subscriptionOf(id: string) {
    const stored = subscriptions.get(id);
    if (!stored) throw missing("subscription", id);
    return stored;
  }

  function updateSubscription(stored: StoredSubscription, body: Record<string, string>) {
    if (stored.status === "canceled")
      throw new StripeError(400, "A canceled subscription can only update its metadata.");
    if (body.cancel_at_period_end !== undefined)
      stored.cancelAtPeriodEnd = body.cancel_at_period_end === "true";
    Object.assign(stored.metadata, metadataOf(body));
    let prorationCents = 0;
    for (
      let index = 0;
      body[`items[${index}][price]`] !== undefined || body[`items[${index}][id]`] !== undefined;
      index++
    ) {
      const priceId = body[`items[${index}][price]`];
      if (priceId !== undefined && !prices.has(priceId)) throw missing("price", priceId);
      const quantityText = body[`items[${index}][quantity]`];
      const quantity = quantityText === undefined ? undefined : Number(quantityText);
      const item = stored.items.find((entry) => entry.id === body[`items[${index}][id]`]);
      if (item) {
        if (quantity !== undefined) prorationCents += prorationOf(item, quantity);
        if (priceId !== undefined) item.priceId = priceId;
        if (quantity !== undefined) item.quantity = quantity;
      } else if (priceId !== undefined)
        stored.items.push({
          id: newId("si"),
          priceId,
          quantity: quantity ?? 1,
          periodStart: now(),
          periodEnd: stored.items[0]?.periodEnd ?? now() + 30 * 86_400,
        });
      else throw missing("subscription_item", body[`items[${index}][id]`] ?? "");
    }
    // Stripe invoices (and, in test mode, pays at once) a prorated raise right away.
    if (body.proration_behavior === "always_invoice" && prorationCents > 0) {
      const item = stored.items[0] as StoredItem;
      stored.latestInvoice = addInvoice({
        subscription: stored.id,
        customer: stored.customer,
        amountPaid: prorationCents,
        periodStart: new Date(),
        periodEnd: new Date(item.periodEnd * 1000),
        billingReason: "subscription_update",
      }).id;
    }
  }

  /** What Stripe would prorate for an item's new quantity, from now to its period's end. */
  function prorationOf(item: StoredItem, quantity: number) {
    const unit = prices.get(item.priceId)?.unit_amount;
    return prorationCents({
      unitCents: typeof unit === "number" ? unit : 0,
      from: item.quantity,
      to: quantity,
      periodStart: new Date(item.periodStart * 1000),
      periodEnd: new Date(item.periodEnd * 1000),
      now: new Date(),
    });
  }

  function route(method: string, path: string, params: Record<string, string>): Json {
    const [, version, resource, id, ...rest] = path.split("/");
    if (version !== "v1" || rest.length > 0) throw new StripeError(404, "Unrecognized request URL");

    if (method === "POST" && resource === "customers" && !id) {
      const customer = {
        id: newId("cus"),
        object: "customer",
        email: params.email ?? null,
        name: params.name ?? null,
        metadata: metadataOf(params),
        created: now(),
        livemode: false,
      };
      customers.set(customer.id, customer);
      return customer;
    }
    if (method === "POST" && path === "/v1/checkout/sessions") {
      for (let index = 0; params[`line_items[${index}][price]`] !== undefined; index++) {
        const priceId = params[`line_items[${index}][price]`] as string;
        if (!prices.has(priceId)) throw missing("price", priceId);
      }
      const sessionId = newId("cs_test");
      const session = {
        id: sessionId,
        object: "checkout.session",
        mode: params.mode,
        customer: params.customer ?? null,
        client_reference_id: params.client_reference_id ?? null,
        success_url: params.success_url,
        cancel_url: params.cancel_url,
        locale: params.locale ?? null,
        status: "open",
        subscription: null,
        url: double.checkoutUrl(sessionId),
        livemode: false,
      };
      checkoutSessions.set(sessionId, session);
      return session;
    }
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
    if (method === "POST" && path === "/v1/billing_portal/sessions") {
      const sessionId = newId("bps");
      return {
        id: sessionId,
        object: "billing_portal.session",
        customer: params.customer,
        return_url: params.return_url ?? null,
        locale: params.locale ?? null,
        url: `https://billing.stripe.test/p/session/${sessionId}`,
        livemode: false,
      };
    }
    if (resource === "subscriptions" && id) {
      const stored = subscriptionOf(id);
      if (method === "POST") updateSubscription(stored, params);
      if (method === "DELETE") {
        if (stored.status === "canceled")
          throw new StripeError(400, "This subscription has already been canceled.");
        stored.status = "canceled";
        stored.canceledAt = now();
      }
      return subscriptionJson(stored, params);
    }
    if (method === "POST" && path === "/v1/invoices/create_preview") {
      const stored = subscriptionOf(params.subscription ?? "");
      let amount = 0;
      for (let index = 0; params[`subscription_details[items][${index}][id]`]; index++) {
        const item = stored.items.find(
          (entry) => entry.id === params[`subscription_details[items][${index}][id]`],
        );
        const quantity = Number(params[`subscription_details[items][${index}][quantity]`]);
        if (item && Number.isInteger(quantity)) amount += prorationOf(item, quantity);
      }
      return {
        id: null,
        object: "invoice",
        customer: stored.customer,
        subscription: stored.id,
        currency: "eur",
        amount_due: amount,
        subtotal: amount,
        total: amount,
        total_excluding_tax: amount,
        livemode: false,
      };
    }
    if (method === "GET" && resource === "credit_notes" && id) {
      const found = creditNotes.get(id);
      if (!found) throw missing("credit_note", id);
      return found;
    }
    if (method === "GET" && resource === "invoices" && id) {
      const found = invoices.get(id);
      if (!found) throw missing("invoice", id);
      return found;
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
    throw new StripeError(404, `Unrecognized request URL (${method}: ${path})`);
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://stripe.test");
      const query = Object.fromEntries(url.searchParams);
      const body = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const method = request.method ?? "GET";
      const idempotencyKey = request.headers["idempotency-key"];
      requests.push({
        method,
        path: url.pathname,
        query,
        body,
        idempotencyKey: typeof idempotencyKey === "string" ? idempotencyKey : undefined,
      });
      const asked = JSON.stringify([method, url.pathname, body]);
      const first = typeof idempotencyKey === "string" ? idempotent.get(idempotencyKey) : undefined;
      let status = 200;
      let answer: unknown;
      try {
        if (!request.headers.authorization?.startsWith("Bearer sk_"))
          throw new StripeError(401, "You did not provide a valid API key.");
        // As Stripe does: the same key answers its first answer again, and is refused for
        // another request ("Keys for idempotent requests can only be used with the same
        // parameters they were first used with").
        if (first && first.asked !== asked)
          throw new StripeError(
            400,
            "Keys for idempotent requests can only be used with the same parameters they were first used with.",
            undefined,
            "idempotency_error",
          );
        if (first) ({ answer, status } = first);
        else answer = route(method, url.pathname, { ...query, ...body });
      } catch (error) {
        const known = error instanceof StripeError;
        status = known ? error.status : 500;
        answer = {
          error: {
            type: known ? error.type : "api_error",
            message: error instanceof Error ? error.message : String(error),
            code: known ? error.code : undefined,
          },
        };
      }
      if (method === "POST" && typeof idempotencyKey === "string" && !first && status !== 401)
        idempotent.set(idempotencyKey, { asked, status, answer });
      response.writeHead(status, {
        "content-type": "application/json",
        "request-id": newId("req"),
        ...(first?.asked === asked && { "idempotent-replayed": "true" }),
      });
      response.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(double, {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** The requests sent to one method and path, e.g. ("GET", "/v1/subscriptions/sub_1"). */
    requestsTo: (method: string, path: string) =>
      requests.filter((entry) => entry.method === method && entry.path === path),

    /** The invoices of a subscription (its proration charges among them), oldest first. */
    invoicesOf: (subscriptionId: string) =>
      [...invoices.values()].filter(
        (entry) =>
          (entry.parent as { subscription_details: { subscription: string } }).subscription_details
            .subscription === subscriptionId,
      ),

    /** A paid invoice of a subscription, for one period (amounts in cents, before tax). */
    seedInvoice: addInvoice,

    /** A credit note (a refund) on an invoice, for an amount in cents before tax. */
    seedCreditNote(seed: { invoice: string; amountExcludingTax: number }) {
      const id = newId("cn");
      creditNotes.set(id, {
        id,
        object: "credit_note",
        invoice: seed.invoice,
        currency: "eur",
        subtotal: seed.amountExcludingTax,
        total_excluding_tax: seed.amountExcludingTax,
        reason: "requested_by_customer",
        status: "issued",
        livemode: false,
      });
      return { id };
    },

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

    /** A subscription as Stripe would hold it after a checkout (active, one item). */
    seedSubscription(seed: SeedSubscription) {
      if (!prices.has(seed.priceId))
        throw new Error(`No price ${seed.priceId} in the Stripe double`);
      const periodEnd = seed.currentPeriodEnd ?? new Date(Date.now() + 30 * 86_400_000);
      const stored: StoredSubscription = {
        id: seed.id ?? newId("sub"),
        customer: seed.customer,
        status: seed.status ?? "active",
        metadata: { ...seed.metadata },
        cancelAtPeriodEnd: seed.cancelAtPeriodEnd ?? false,
        trialStart: seed.trialStart ? seconds(seed.trialStart) : null,
        trialEnd: seed.trialEnd ? seconds(seed.trialEnd) : null,
        canceledAt: null,
        created: now(),
        latestInvoice: null,
        items: [
          {
            id: newId("si"),
            priceId: seed.priceId,
            quantity: seed.quantity ?? 1,
            periodStart: now(),
            periodEnd: seconds(periodEnd),
          },
        ],
      };
      subscriptions.set(stored.id, stored);
      return stored;
    },

    /** The subscription as the double holds it now (tests change it to play Stripe's part). */
    subscription: (id: string) => subscriptionOf(id),
    subscriptionCount: () => subscriptions.size,
    customer: (id: string) => customers.get(id),

    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  });
}

export type StripeDouble = Awaited<ReturnType<typeof startStripeDouble>>;

export const STRIPE_TEST_WEBHOOK_SECRET = "whsec_test_secret";

/**
 * In a `describeEachDatabase` suite: a Stripe double, and billing deps on the suite's
 * database whose SDK talks to it (PAYMENTS=stripe).
 */
export function useStripeBilling(context: () => TestContext) {
  let state: { double: StripeDouble; app: TestApp; deps: BillingDeps } | undefined;
  beforeAll(async () => {
    const double = await startStripeDouble();
    const app = await createTestApp(context().database, {
      STRIPE_SECRET_KEY: "sk_test_double",
      STRIPE_WEBHOOK_SECRET: STRIPE_TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: double.url,
      PAYMENTS: "stripe",
    });
    const { infra } = app;
    const deps = {
      db: infra.database.db,
      events: infra.events,
      env: infra.env,
      logger: infra.logger,
      invoices: invoiceIssuer(infra),
    };
    state = { double, app, deps };
  });
  afterAll(async () => {
    await state?.app.close();
    await state?.double.stop();
  });
  return () => {
    if (!state) throw new Error("The Stripe double is not ready");
    return state;
  };
}

/** A Stripe event as its webhook delivers it: the JSON body and its valid signature. */
export function signedStripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = newId("evt"),
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id,
    object: "event",
    api_version: Stripe.API_VERSION,
    created: now(),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: STRIPE_TEST_WEBHOOK_SECRET,
  });
  return { payload, signature };
}
