import http from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { afterAll, beforeAll } from "vitest";
import type { BillingDeps } from "../features/billing/deps";
import { invoiceIssuer } from "../features/invoices/invoice-issuer";
import { stripeCatalog } from "./stripe-double/catalog";
import { stripeCheckout } from "./stripe-double/checkout";
import { stripeCustomers } from "./stripe-double/customers";
import { stripeInvoices } from "./stripe-double/invoices";
import { newId, now, StripeError, type Json } from "./stripe-double/stripe-json";
import { stripeSubscriptions } from "./stripe-double/subscriptions";
import { createTestApp, type TestApp, type TestContext } from "./test-app";

export type { SeedSubscription } from "./stripe-double/subscriptions";

/** One request the SDK sent, its form body flattened (`line_items[0][price]` → value). */
export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, string>;
  /** The request's Idempotency-Key header, when it sent one. */
  idempotencyKey?: string;
}

/**
 * A local stand-in for the few Stripe endpoints Sonaria calls, with in-memory state and
 * Stripe-shaped JSON, so the real SDK runs end to end in tests (STRIPE_API_URL). Each
 * resource answers from its own module; this one serves them over HTTP, as Stripe does:
 * the API key, idempotency keys, and errors in Stripe's shape.
 */
export async function startStripeDouble() {
  const requests: RecordedRequest[] = [];
  /** Stripe's idempotency: a POST's key, what it asked, and the answer it got. */
  const idempotent = new Map<string, { asked: string; status: number; answer: unknown }>();
  const double = {
    /** What a new checkout session answers as its URL (null: Stripe gave none). */
    checkoutUrl: (id: string): string | null => `https://checkout.stripe.test/c/pay/${id}`,
  };
  const catalog = stripeCatalog();
  const customers = stripeCustomers();
  const invoices = stripeInvoices();
  const subscriptions = stripeSubscriptions({
    prices: catalog.prices,
    priceJson: catalog.priceJson,
    addInvoice: invoices.addInvoice,
  });
  const checkout = stripeCheckout({
    prices: catalog.prices,
    checkoutUrl: (id) => double.checkoutUrl(id),
  });
  const resources = [customers, checkout, catalog, subscriptions, invoices];

  function route(method: string, path: string, params: Record<string, string>): Json {
    const [, version, resource, id, ...rest] = path.split("/");
    if (version !== "v1" || rest.length > 0) throw new StripeError(404, "Unrecognized request URL");
    for (const { answer } of resources) {
      const answered = answer({ method, path, resource, id, params });
      if (answered !== undefined) return answered;
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

    invoicesOf: invoices.invoicesOf,
    /** A paid invoice of a subscription, for one period (amounts in cents, before tax). */
    seedInvoice: invoices.addInvoice,
    seedCreditNote: invoices.seedCreditNote,
    seedProduct: catalog.seedProduct,
    updateProduct: catalog.updateProduct,
    seedSubscription: subscriptions.seedSubscription,
    subscription: subscriptions.subscription,
    subscriptionCount: subscriptions.subscriptionCount,
    customer: customers.customer,

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
