import { dashboardCopy } from "~/shared/copy/dashboard";
import { Badge } from "~/web/components/ui/badge";

/** Product §2: the name is the part of the e-mail before the at-sign. */
export function displayNameFromEmail(email: string): string {
  return email.split("@")[0] ?? email;
}

export function UserSummary({ email, active }: { email: string; active: boolean }) {
  const name = displayNameFromEmail(email);
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white/5 p-3" data-testid="user-summary">
      <span
        aria-hidden
        className="inline-flex size-10 flex-none items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white uppercase"
      >
        {name.slice(0, 2)}
      </span>
      <div className="min-w-0">
        <p className="text-sm font-semibold wrap-anywhere text-white">{name}</p>
        <p className="text-xs wrap-anywhere text-slate-400">{email}</p>
        <div className="mt-1">
          <Badge tone={active ? "success" : "neutral"}>
            {active ? dashboardCopy.badge.active : dashboardCopy.badge.inactive}
          </Badge>
        </div>
      </div>
    </div>
  );
}
