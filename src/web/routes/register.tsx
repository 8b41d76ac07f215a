import { accountsCopy } from "~/shared/copy/accounts";
import { checkoutChoiceIn } from "~/shared/plans/checkout-choice";
import { offerPriceText, type Offer } from "~/shared/plans/offers";
import type { CheckoutChoice } from "~/shared/plans/plan";
import { AuthCard } from "~/web/features/accounts/auth-card";
import { RegisterForm } from "~/web/features/accounts/register-form";
import { plansQueryOptions } from "~/web/features/billing/api";
import { useChosenOffer } from "~/web/features/billing/use-chosen-offer";
import { pageMeta } from "~/web/lib/page-meta";
import { queryClient } from "~/web/lib/query-client";
import { redirectIfSignedIn } from "~/web/lib/route-guards";
import type { Route } from "./+types/register";

const copy = accountsCopy.register;

export const meta = () => pageMeta(copy.title, copy.description);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  // The plan is named from the first paint: the catalogue is asked for alongside the
  // session, not after it (a catalogue that cannot be read falls back).
  const wanted = new URL(request.url).searchParams.get("redirectTo");
  const plans =
    wanted && checkoutChoiceIn(wanted) ? queryClient.prefetchQuery(plansQueryOptions()) : null;
  const redirectTo = await redirectIfSignedIn(request);
  const choice = checkoutChoiceIn(redirectTo);
  if (choice) await (plans ?? queryClient.prefetchQuery(plansQueryOptions()));
  return { redirectTo, choice };
}

export function HydrateFallback() {
  return null;
}

/** The lead names the plan chosen on /pricing and its price, as its card did. */
function leadFor(choice: CheckoutChoice | null, offer: Offer | null): string {
  if (!choice) return copy.lead;
  if (!offer) return copy.leadWithChoice;
  const price = offerPriceText(offer);
  return offer.kind === "trial"
    ? copy.leadWithTrial(offer.name, price, choice.quantity)
    : copy.leadWithPlan(offer.name, price, choice.quantity);
}

export default function RegisterRoute({ loaderData }: Route.ComponentProps) {
  const offer = useChosenOffer(loaderData.choice);
  return (
    <AuthCard title={copy.title} lead={leadFor(loaderData.choice, offer)}>
      <RegisterForm redirectTo={loaderData.redirectTo} />
    </AuthCard>
  );
}
