import { useQuery } from "@tanstack/react-query";
import { subscriptionCopy } from "~/shared/copy/subscription";
import { paths } from "~/shared/paths";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ButtonLink } from "~/web/components/ui/button-link";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { subscriptionQueryOptions, useCancelInPortal, usePlans, useRenewInPortal } from "./api";
import { longDate, StatusPanel } from "./status-panel";

const copy = subscriptionCopy.portal;

/** The built-in test portal: renew a canceled subscription or cancel at period end. */
export function PortalPage() {
  const { data } = useQuery(subscriptionQueryOptions());
  const { plans } = usePlans();
  const renew = useRenewInPortal();
  const cancel = useCancelInPortal();
  const pending = renew.isPending || cancel.isPending;
  const { outcome, report } = useOutcome();
  const subscription = data?.subscription ?? null;
  const errors = { fallback: copy.error };

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <p className="text-slate-600">{copy.lead}</p>
      <Alert outcome={outcome} />
      {subscription ? (
        <StatusPanel subscription={subscription} plans={plans ?? []} />
      ) : (
        <p className="text-slate-600">{copy.none}</p>
      )}
      <div className="flex flex-wrap gap-3">
        {subscription?.cancelAtPeriodEnd && (
          <Button
            disabled={pending}
            onClick={() => renew.mutate(undefined, report(copy.renewed, errors))}
          >
            {copy.renew}
          </Button>
        )}
        {subscription && !subscription.cancelAtPeriodEnd && subscription.status !== "canceled" && (
          <Button
            variant="secondary"
            disabled={pending}
            onClick={() =>
              cancel.mutate(
                undefined,
                report(
                  ({ accessUntil }) => copy.canceled(longDate().format(new Date(accessUntil))),
                  errors,
                ),
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
