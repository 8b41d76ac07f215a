import { subscriptionCopy } from "~/shared/copy/subscription";
import { offerFor } from "~/shared/plans/offers";
import type { Plan } from "~/shared/plans/plan";
import type { CurrentSubscription } from "./api";
import { Countdown } from "./countdown";
import { spanishDateFormat } from "~/web/lib/spanish-date-format";

const copy = subscriptionCopy.status;
export const longDate = spanishDateFormat({ day: "numeric", month: "long", year: "numeric" });

export function statusLabel(subscription: CurrentSubscription): string {
  const expired =
    subscription.currentPeriodEnd !== null &&
    new Date(subscription.currentPeriodEnd).getTime() <= Date.now();
  if (expired) return copy.expired;
  if (subscription.cancelAtPeriodEnd && subscription.status !== "canceled")
    return copy.states.canceling;
  return copy.states[subscription.status as keyof typeof copy.states] ?? subscription.status;
}

/**
 * The subscription under its card's name ("Mensual"), as /pricing and the plan cards call
 * it — stored ids of the earlier catalogue included; else as it was stored ("Pro · Mensual").
 */
export function planLabel(subscription: CurrentSubscription, plans: readonly Plan[]): string {
  const { planId, interval } = subscription;
  const offer = planId && interval ? offerFor(plans, { planId, interval, trial: false }) : null;
  if (offer) return offer.name;
  return [subscription.planName ?? "—", interval && copy.interval[interval]]
    .filter(Boolean)
    .join(" · ");
}

/** Plan, status, renewal or end date and the countdown to it — for every subscriber. */
export function StatusPanel({
  subscription,
  plans,
}: {
  subscription: CurrentSubscription;
  plans: readonly Plan[];
}) {
  const end =
    subscription.status === "trialing"
      ? (subscription.trialEnd ?? subscription.currentPeriodEnd)
      : subscription.currentPeriodEnd;
  const endLabel =
    subscription.status === "trialing"
      ? copy.trialEnds
      : subscription.cancelAtPeriodEnd || subscription.status === "canceled"
        ? copy.ends
        : copy.renews;
  return (
    <section
      aria-label={copy.heading}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 className="text-lg font-semibold text-slate-900">{copy.heading}</h2>
      <dl className="mt-4 grid gap-4 sm:grid-cols-4">
        <div>
          <dt className="text-sm text-slate-500">{copy.plan}</dt>
          <dd className="font-medium text-slate-900">{planLabel(subscription, plans)}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-500">{copy.state}</dt>
          <dd className="font-medium text-slate-900" data-testid="subscription-status">
            {statusLabel(subscription)}
          </dd>
        </div>
        {end && (
          <div>
            <dt className="text-sm text-slate-500">{endLabel}</dt>
            <dd className="font-medium text-slate-900">{longDate().format(new Date(end))}</dd>
          </div>
        )}
        {end && (
          <div>
            <dt className="text-sm text-slate-500">{copy.countdown}</dt>
            <dd className="font-medium text-slate-900">
              <Countdown until={end} />
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}
