import { paths } from "~/shared/paths";
import type { Env } from "../../env";

/** Where checkouts and portals send the browser back to (product §7: ?success=true, ?canceled=true). */
export function billingUrls(env: Pick<Env, "APP_URL">) {
  const subscription = `${env.APP_URL}${paths.dashboard.subscription}`;
  return {
    subscription,
    success: `${subscription}?success=true`,
    canceled: `${subscription}?canceled=true`,
    checkout: (sessionId: string) => `${env.APP_URL}${paths.checkout(sessionId)}`,
    portal: `${env.APP_URL}${paths.billingPortal}`,
  };
}
