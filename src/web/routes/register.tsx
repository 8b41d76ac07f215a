import { accountsCopy } from "~/shared/copy/accounts";
import { checkoutChoiceIn } from "~/shared/plans/checkout-choice";
import { AuthCard } from "~/web/features/accounts/auth-card";
import { RegisterForm } from "~/web/features/accounts/register-form";
import { pageMeta } from "~/web/lib/page-meta";
import { redirectIfSignedIn } from "~/web/lib/route-guards";
import type { Route } from "./+types/register";

const copy = accountsCopy.register;

export const meta = () => pageMeta(copy.title, copy.description);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const redirectTo = await redirectIfSignedIn(request);
  return { redirectTo, choosing: checkoutChoiceIn(redirectTo) !== null };
}

export function HydrateFallback() {
  return null;
}

export default function RegisterRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard title={copy.title} lead={loaderData.choosing ? copy.leadWithChoice : copy.lead}>
      <RegisterForm redirectTo={loaderData.redirectTo} />
    </AuthCard>
  );
}
