import { campaignsCopy } from "~/shared/copy/campaigns";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { AuthCard } from "~/web/features/accounts/auth-card";
import { useUnsubscribe } from "~/web/features/campaigns/api";
import { pageMeta } from "~/web/lib/page-meta";
import type { Route } from "./+types/unsubscribe";

const copy = campaignsCopy.unsubscribe;

export const meta = () => pageMeta(copy.title, copy.text);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") };
}

export function HydrateFallback() {
  return null;
}

/** The unsubscribe link's page: a GET never unsubscribes, the button does. */
export default function UnsubscribeRoute({ loaderData }: Route.ComponentProps) {
  const { token } = loaderData;
  const unsubscribe = useUnsubscribe();
  const state = !token || unsubscribe.isError ? "error" : unsubscribe.isSuccess ? "done" : "ask";
  return (
    <AuthCard title={copy.title}>
      <div className="mt-4 space-y-4">
        {state === "ask" && (
          <>
            <p className="text-slate-600">{copy.text}</p>
            <Button
              onClick={() => token && unsubscribe.mutate(token)}
              disabled={unsubscribe.isPending}
            >
              {copy.confirm}
            </Button>
          </>
        )}
        {state === "done" && <Alert tone="success">{copy.done}</Alert>}
        {state === "error" && <Alert tone="error">{token ? copy.error : copy.invalid}</Alert>}
      </div>
    </AuthCard>
  );
}
