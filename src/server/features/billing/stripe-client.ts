import Stripe from "stripe";
import type { Env } from "../../env";

type StripeEnv = Pick<Env, "STRIPE_SECRET_KEY" | "STRIPE_API_URL">;

/** The Stripe SDK for this configuration; STRIPE_API_URL points it elsewhere (tests' double). */
export function createStripeClient(env: StripeEnv): Stripe {
  if (!env.STRIPE_SECRET_KEY) throw new Error("STRIPE_SECRET_KEY is not set");
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const protocol = api?.protocol === "http:" ? "http" : "https";
  return new Stripe(env.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
    ...(api && {
      host: api.hostname,
      port: api.port || (protocol === "http" ? 80 : 443),
      protocol,
    }),
  });
}

const clients = new WeakMap<StripeEnv, Stripe>();

/** One client per parsed configuration, shared by the provider, the sync and the webhook. */
export function stripeClientFor(env: StripeEnv): Stripe {
  let client = clients.get(env);
  if (!client) {
    client = createStripeClient(env);
    clients.set(env, client);
  }
  return client;
}
