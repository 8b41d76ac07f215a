import { Link } from "react-router";
import { authCopy } from "~/shared/copy/auth";
import { paths } from "~/shared/paths";
import { AuthCard } from "~/web/features/site/auth-card";
import { pageMeta } from "~/web/lib/page-meta";

const copy = authCopy.login;

export const meta = () => pageMeta(copy.title, copy.description);

// Client-only: nothing renders until the session is known, so a signed-in
// visitor is redirected before any form shows.
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return null;
}

export default function LoginRoute() {
  return (
    <AuthCard title={copy.title}>
      <p className="mt-3 text-slate-600">{copy.placeholder}</p>
      <div className="mt-8 flex flex-col gap-3 text-sm font-medium">
        <Link to={paths.register} className="text-brand-700 hover:underline">
          {copy.toRegister}
        </Link>
        <Link to={paths.home} className="text-slate-600 hover:underline">
          {authCopy.backHome}
        </Link>
      </div>
    </AuthCard>
  );
}
