import { Hono, type MiddlewareHandler } from "hono";
import {
  cardSchema,
  checkoutRequestSchema,
  checkoutZonesSchema,
  intentHeadersSchema,
  quantityPreviewQuerySchema,
  quantityRequestSchema,
} from "~/shared/billing/schema";
import { requireUser, type AuthEnv } from "../../auth/guards";
import type { AppDeps } from "../../deps";
import { AppError } from "../../domain/app-error";
import { limitBody } from "../../http/body-limit";
import { externalIdParam, validate } from "../../http/validate";
import { cancelLocalCheckout } from "./cancel-local-checkout";
import { cancelSubscription } from "./cancel-subscription";
import { changePlan } from "./change-plan";
import { changeQuantity, previewQuantity } from "./change-quantity";
import { completeLocalCheckout } from "./complete-local-checkout";
import { createPaymentProvider } from "./create-provider";
import type { BillingDeps } from "./deps";
import type { InvoicePort } from "./invoice-port";
import { invoicesByCardName } from "./invoices-by-card-name";
import { expireLocalSubscription } from "./expire-local-subscription";
import { getBillingStatus } from "./get-billing-status";
import { getLocalCheckout } from "./get-local-checkout";
import { listPlans } from "./list-plans";
import { openBillingPortal } from "./open-billing-portal";
import { renewLocalPeriod } from "./renew-local-period";
import { renewLocalSubscription } from "./renew-local-subscription";
import { setLocalCheckoutZones } from "./set-local-checkout-zones";
import { startCheckout } from "./start-checkout";
import { chargePausesAtStripe } from "./stripe-paused-zones";
import { handleStripeWebhook } from "./stripe-webhook";

const billingDepsOf = (deps: AppDeps, ports: { invoices: InvoicePort }): BillingDeps => ({
  db: deps.database.db,
  events: deps.events,
  env: deps.env,
  logger: deps.logger,
  invoices: invoicesByCardName(ports.invoices),
});

/**
 * After a seasonal pause is set or ended (decision 044): Stripe is told what to charge at
 * the next renewal; the test checkout works it out when it renews.
 */
export function billingOfPauses(deps: AppDeps, ports: { invoices: InvoicePort }) {
  const billing = billingDepsOf(deps, ports);
  const provider = createPaymentProvider(billing);
  return async (ownerId: string) => {
    if (provider.kind === "stripe") await chargePausesAtStripe(billing, ownerId);
  };
}

/** The plans (/api/plans) and the signed-in user's subscription (/api/billing/*). */
export function billingRoutes(deps: AppDeps, ports: { invoices: InvoicePort }) {
  const billing = billingDepsOf(deps, ports);
  const provider = createPaymentProvider(billing);

  // Routes that exist only with the built-in test checkout (and its test clock).
  const only =
    (enabled: boolean): MiddlewareHandler<AuthEnv> =>
    async (c, next) => {
      if (!enabled) throw new AppError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}`);
      await next();
    };
  const localOnly = only(provider.kind === "local");
  const testClock = only(provider.kind === "local" && deps.env.PAYMENTS_TEST_CLOCK);

  // What charges (the zones, a plan change, the test checkout's payment) is charged once
  // per intent (decision 035): its Idempotency-Key is kept with the answer.
  const signedIn = new Hono<AuthEnv>()
    .use(requireUser(deps.sessions))
    .get("/subscription", async (c) =>
      c.json(await getBillingStatus(billing, { userId: c.var.user.id, provider: provider.kind })),
    )
    .post("/checkout", validate("json", checkoutRequestSchema), async (c) =>
      c.json(
        await startCheckout(billing, { provider, userId: c.var.user.id, ...c.req.valid("json") }),
      ),
    )
    .post(
      "/change-plan",
      validate("header", intentHeadersSchema),
      validate("json", checkoutRequestSchema),
      async (c) =>
        c.json(
          await changePlan(billing, {
            provider,
            userId: c.var.user.id,
            ...c.req.valid("json"),
            idempotencyKey: c.req.valid("header")["idempotency-key"],
          }),
        ),
    )
    // The zones paid for (decision 027): what a change costs, then the change.
    .get("/quantity/preview", validate("query", quantityPreviewQuerySchema), async (c) =>
      c.json(
        await previewQuantity(billing, {
          provider,
          userId: c.var.user.id,
          quantity: c.req.valid("query").quantity,
        }),
      ),
    )
    .post(
      "/quantity",
      validate("header", intentHeadersSchema),
      validate("json", quantityRequestSchema),
      async (c) =>
        c.json(
          await changeQuantity(billing, {
            provider,
            userId: c.var.user.id,
            quantity: c.req.valid("json").quantity,
            idempotencyKey: c.req.valid("header")["idempotency-key"],
          }),
        ),
    )
    .post("/portal", async (c) =>
      c.json(await openBillingPortal(billing, { provider, userId: c.var.user.id })),
    )
    .post("/cancel", async (c) =>
      c.json(await cancelSubscription(billing, { provider, userId: c.var.user.id })),
    )
    // The test checkout page and the test portal (the local provider's own pages).
    .get("/checkout/:id", localOnly, validate("param", externalIdParam), async (c) =>
      c.json(
        await getLocalCheckout(billing, {
          sessionId: c.req.valid("param").id,
          userId: c.var.user.id,
        }),
      ),
    )
    .put(
      "/checkout/:id/zones",
      localOnly,
      validate("param", externalIdParam),
      validate("json", checkoutZonesSchema),
      async (c) =>
        c.json(
          await setLocalCheckoutZones(billing, {
            sessionId: c.req.valid("param").id,
            userId: c.var.user.id,
            quantity: c.req.valid("json").quantity,
          }),
        ),
    )
    .post(
      "/checkout/:id/pay",
      localOnly,
      validate("param", externalIdParam),
      validate("header", intentHeadersSchema),
      validate("json", cardSchema),
      async (c) =>
        c.json(
          await completeLocalCheckout(billing, {
            sessionId: c.req.valid("param").id,
            userId: c.var.user.id,
            cardNumber: c.req.valid("json").cardNumber,
            idempotencyKey: c.req.valid("header")["idempotency-key"],
          }),
        ),
    )
    .post("/checkout/:id/cancel", localOnly, validate("param", externalIdParam), async (c) =>
      c.json(
        await cancelLocalCheckout(billing, {
          sessionId: c.req.valid("param").id,
          userId: c.var.user.id,
        }),
      ),
    )
    .post("/portal/renew", localOnly, async (c) => {
      await renewLocalSubscription(billing, { userId: c.var.user.id });
      return c.json({ ok: true as const });
    })
    .post("/portal/cancel", localOnly, async (c) =>
      c.json(await cancelSubscription(billing, { provider, userId: c.var.user.id })),
    )
    .post("/test-clock/expire", testClock, async (c) => {
      await expireLocalSubscription(billing, { userId: c.var.user.id });
      return c.json({ ok: true as const });
    })
    .post("/test-clock/renew", testClock, async (c) => {
      await renewLocalPeriod(billing, { userId: c.var.user.id });
      return c.json({ ok: true as const });
    });

  return (
    new Hono()
      .get("/plans", async (c) => c.json(await listPlans({ db: deps.database.db })))
      // Stripe calls without a session, signed instead; registered before the signed-in
      // routes, it answers before their requireUser runs. The raw body is what was signed.
      // Stripe's events (a subscription, an invoice and their items) are tens of KB.
      .post(
        "/billing/webhook",
        limitBody(1024 * 1024, "Webhook events are limited to 1 MB"),
        async (c) => {
          if (provider.kind !== "stripe")
            throw new AppError("NOT_FOUND", `No API route ${c.req.method} ${c.req.path}`);
          const answer = await handleStripeWebhook(billing, {
            payload: await c.req.text(),
            signature: c.req.header("stripe-signature"),
          });
          return c.json(answer.body, answer.status);
        },
      )
      .route("/billing", signedIn)
  );
}
