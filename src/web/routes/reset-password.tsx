import { accountsCopy } from "~/shared/copy/accounts";
import { AuthCard } from "~/web/features/accounts/auth-card";
import { ResetPasswordForm } from "~/web/features/accounts/reset-password-form";
import { pageMeta } from "~/web/lib/page-meta";
import type { Route } from "./+types/reset-password";

const copy = accountsCopy.reset;

export const meta = () => pageMeta(copy.title, copy.description);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const search = new URL(request.url).searchParams;
  // better-auth sends an invalid or expired link here with ?error=INVALID_TOKEN.
  return { token: search.get("error") ? null : search.get("token") };
}

export function HydrateFallback() {
  return null;
}

export default function ResetPasswordRoute({ loaderData }: Route.ComponentProps) {
  return (
    <AuthCard title={copy.title} lead={copy.lead}>
      <ResetPasswordForm token={loaderData.token} />
    </AuthCard>
  );
}
