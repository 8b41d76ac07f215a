import { useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { teamMemberRoles } from "~/shared/accounts/team";
import { teamCopy } from "~/shared/copy/team";

/** "Papel": each role of a team with what it may do, as radio buttons of a form. */
export function RoleChoice({ field }: { field: UseFormRegisterReturn }) {
  const roleHint = useId();
  return (
    <fieldset aria-describedby={roleHint}>
      <legend className="text-sm font-medium text-slate-800">{teamCopy.invite.role}</legend>
      <div id={roleHint} className="mt-2 grid gap-2 sm:grid-cols-2">
        {teamMemberRoles.map((role) => (
          <label
            key={role}
            className="flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
          >
            <input type="radio" value={role} className="mt-1 size-4 accent-brand-600" {...field} />
            <span>
              <span className="block text-sm font-semibold text-slate-900">
                {teamCopy.roles[role]}
              </span>
              <span className="block text-xs text-slate-600">{teamCopy.roleHelp[role]}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
