import { Check, Circle } from "lucide-react";
import { passwordRules } from "~/shared/accounts/password-policy";
import { accountsCopy } from "~/shared/copy/accounts";

const copy = accountsCopy.passwordRules;

/** The live checklist of the password policy, ticking as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <div className="rounded-xl bg-slate-50 px-4 py-3" aria-live="polite">
      <p className="text-xs font-medium text-slate-600">{copy.heading}</p>
      <ul className="mt-2 grid gap-1.5 sm:grid-cols-2">
        {passwordRules.map((rule) => {
          const met = rule.test(password);
          return (
            <li
              key={rule.id}
              data-met={met}
              className={`flex items-center gap-2 text-xs ${met ? "text-emerald-700" : "text-slate-500"}`}
            >
              {met ? (
                <Check className="size-4" aria-hidden />
              ) : (
                <Circle className="size-4" aria-hidden />
              )}
              <span>{rule.label}</span>
              <span className="sr-only">({met ? copy.met : copy.unmet})</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
