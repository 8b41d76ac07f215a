import { accountsCopy } from "~/shared/copy/accounts";
import { AuthCard } from "~/web/features/accounts/auth-card";
import { LoginForm, noticeFromSearch } from "~/web/features/accounts/login-form";
import { pageMeta } from "~/web/lib/page-meta";
import { redirectIfSignedIn } from "~/web/lib/route-guards";
import type { Route } from "./+types/login";

const copy = accountsCopy.login;

export const meta = () => pageMeta(copy.title, copy.description);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const redirectTo = await redirectIfSignedIn(request);
  return { redirectTo, notice: noticeFromSearch(new URL(request.url).searchParams) };
}

export function HydrateFallback() {
  return null;
}

export default function LoginRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard title={copy.title} lead={copy.lead}>
      <LoginForm redirectTo={loaderData.redirectTo} initialNotice={loaderData.notice} />
    </AuthCard>
  );
}
