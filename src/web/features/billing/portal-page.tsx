import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { paths } from "~/shared/paths";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ButtonLink } from "~/web/components/ui/button-link";
import { cancelInPortal, renewInPortal, subscriptionQueryOptions, usePlans } from "./api";
import { longDate, StatusPanel } from "./status-panel";

const copy = subscriptionCopy.portal;

/** The built-in test portal: renew a canceled subscription or cancel at period end. */
export function PortalPage() {
  const queryClient = useQueryClient();
  const { data } = useQuery(subscriptionQueryOptions());
  const { plans } = usePlans();
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const subscription = data?.subscription ?? null;

  async function act(action: () => Promise<string>) {
    setBusy(true);
    try {
      setNotice({ tone: "success", text: await action() });
      await queryClient.invalidateQueries({ queryKey: ["me"] });
    } catch {
      setNotice({ tone: "error", text: copy.error });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <p className="text-slate-600">{copy.lead}</p>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {subscription ? (
        <StatusPanel subscription={subscription} plans={plans ?? []} />
      ) : (
        <p className="text-slate-600">{copy.none}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {subscription?.cancelAtPeriodEnd && (
          <Button
            disabled={busy}
            onClick={() => void act(async () => (await renewInPortal(), copy.renewed))}
          >
            {copy.renew}
          </Button>
        )}
        {subscription && !subscription.cancelAtPeriodEnd && subscription.status !== "canceled" && (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() =>
              void act(async () =>
                copy.canceled(longDate.format(new Date((await cancelInPortal()).accessUntil))),
              )
            }
          >
            {copy.cancel}
          </Button>
        )}
        <ButtonLink to={paths.dashboard.subscription} variant="secondary">
          {copy.back}
        </ButtonLink>
      </div>
    </div>
  );
}
