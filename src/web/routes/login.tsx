import { accountsCopy } from "~/shared/copy/accounts";
import { checkoutChoiceIn } from "~/shared/plans/checkout-choice";
import { emailFromSearch } from "~/web/features/accounts/after-sign-in";
import { AuthCard } from "~/web/features/accounts/auth-card";
import { LoginForm, noticeFromSearch } from "~/web/features/accounts/login-form";
import { pageMeta } from "~/web/lib/page-meta";
import { redirectIfSignedIn } from "~/web/lib/route-guards";
import type { Route } from "./+types/login";

const copy = accountsCopy.login;

export const meta = () => pageMeta(copy.title, copy.description);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const redirectTo = await redirectIfSignedIn(request);
  const search = new URL(request.url).searchParams;
  return {
    redirectTo,
    choosing: checkoutChoiceIn(redirectTo) !== null,
    notice: noticeFromSearch(search),
    email: emailFromSearch(search),
  };
}

export function HydrateFallback() {
  return null;
}

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard title={copy.title} lead={loaderData.choosing ? copy.leadWithChoice : copy.lead}>
      <LoginForm
        redirectTo={loaderData.redirectTo}
        initialNotice={loaderData.notice}
        initialEmail={loaderData.email}
      />
    </AuthCard>
  );
}
