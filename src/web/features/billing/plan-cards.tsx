import { Check, X } from "lucide-react";
import { subscriptionCopy } from "~/shared/copy/subscription";
import type { Plan } from "~/shared/plans/plan";
import { annualSavingPercent, formatEuros, formatPercent } from "~/shared/plans/pricing";
import { Badge } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";

const copy = subscriptionCopy.plans;

export type PlanChoice =
  | { kind: "checkout"; plan: Plan; interval: "month" | "year"; trial: boolean }
  | { kind: "change"; plan: Plan };

export function PlanCards(props: {
  plans: Plan[];
  currentPlanId: string | null;
  subscribed: boolean;
  trialAvailable: boolean;
  busy: boolean;
  onChoose: (choice: PlanChoice) => void;
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {props.plans.map((plan) => {
        const saving = annualSavingPercent({
          monthly: plan.prices.monthly.amount,
          annual: plan.prices.annual.amount,
        });
        const current = props.subscribed && plan.id === props.currentPlanId;
        return (
          <article
            key={plan.id}
            aria-label={plan.name}
            className={`relative flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ${plan.popular ? "ring-2 ring-brand-500" : "ring-slate-200"}`}
          >
            {plan.popular && (
              <span className="absolute -top-3 left-6">
                <Badge tone="brand">{copy.popular}</Badge>
              </span>
            )}
            <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
            <p className="mt-1 text-sm text-slate-600">{plan.description}</p>
            {plan.trialDays > 0 && (
              <p className="mt-2 text-sm font-semibold text-brand-700">
                {copy.trialDays(plan.trialDays)}
              </p>
            )}
            <p className="mt-4 text-2xl font-bold whitespace-nowrap text-slate-900">
              {formatEuros(plan.prices.monthly.amount)}
              <span className="text-sm font-normal text-slate-500">{copy.perMonth}</span>
            </p>
            <p className="text-sm text-slate-600">
              <span className="whitespace-nowrap">
                {formatEuros(plan.prices.annual.amount)}
                {copy.perYear}
              </span>
              {saving > 0 && (
                <span className="ml-2 whitespace-nowrap font-semibold text-emerald-700">
                  {copy.saving(formatPercent(saving))}
                </span>
              )}
            </p>
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              {plan.features.map((feature) => (
                <li
                  key={feature.name}
                  className={`flex gap-2 ${feature.included ? "text-slate-700" : "text-slate-400"}`}
                >
                  {feature.included ? (
                    <Check
                      className="size-4 flex-none text-emerald-600"
                      aria-label={copy.included}
                    />
                  ) : (
                    <X className="size-4 flex-none" aria-label={copy.notIncluded} />
                  )}
                  {feature.name}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex flex-col gap-2">
              {current ? (
                <Button disabled>{copy.current}</Button>
              ) : props.subscribed ? (
                <Button
                  disabled={props.busy}
                  onClick={() => props.onChoose({ kind: "change", plan })}
                >
                  {copy.change}
                </Button>
              ) : plan.trialDays > 0 && props.trialAvailable ? (
                <Button
                  disabled={props.busy}
                  onClick={() =>
                    props.onChoose({ kind: "checkout", plan, interval: "month", trial: true })
                  }
                >
                  {copy.startTrial}
                </Button>
              ) : (
                <>
                  <Button
                    disabled={props.busy}
                    onClick={() =>
                      props.onChoose({ kind: "checkout", plan, interval: "month", trial: false })
                    }
                  >
                    {copy.chooseMonthly}
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={props.busy}
                    onClick={() =>
                      props.onChoose({ kind: "checkout", plan, interval: "year", trial: false })
                    }
                  >
                    {copy.chooseAnnual}
                  </Button>
                </>
              )}
            </div>
          </article>
        );
      })}
    </div>
  );
}
