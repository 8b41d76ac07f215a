import { Link } from "react-router";
import { authCopy } from "~/shared/copy/auth";
import { paths } from "~/shared/paths";
import { AuthCard } from "~/web/features/site/auth-card";
import { pageMeta } from "~/web/lib/page-meta";

const copy = authCopy.register;

export const meta = () => pageMeta(copy.title, copy.description);

// Client-only, like /login: no form flashes before the session is known.
export async function clientLoader() {
  return null;
}

export function HydrateFallback() {
  return null;
}

export default function RegisterRoute() {
  return (
    <AuthCard title={copy.title}>
      <p className="mt-3 text-slate-600">{copy.placeholder}</p>
      <div className="mt-8 flex flex-col gap-3 text-sm font-medium">
        <Link to={paths.login} className="text-brand-700 hover:underline">
          {copy.toLogin}
        </Link>
        <Link to={paths.home} className="text-slate-600 hover:underline">
          {authCopy.backHome}
        </Link>
      </div>
    </AuthCard>
  );
}
