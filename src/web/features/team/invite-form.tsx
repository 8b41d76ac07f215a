import { useId } from "react";
import { Controller } from "react-hook-form";
import { teamMemberRoles } from "~/shared/accounts/team";
import { teamCopy } from "~/shared/copy/team";
import { invitationInputSchema } from "~/shared/schemas/team";
import type { ListedEstablishment } from "~/shared/schemas/establishments";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { ApiError } from "~/web/lib/api-client";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useInvite } from "./api";

const copy = teamCopy.invite;

/** The server's own words for a refusal (an address already in the team), else a general one. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : teamCopy.errors.failed;

/**
 * "Invitar a una persona": an e-mail, a role (each with what it may do), and the
 * establishments the person works in. What was typed stays after a refusal.
 */
export function InviteForm({ establishments }: { establishments: ListedEstablishment[] }) {
  const invite = useInvite();
  const { outcome, report } = useOutcome();
  const roleHint = useId();
  const placesError = useId();
  const form = useSchemaForm(invitationInputSchema, {
    defaultValues: {
      email: "",
      role: "employee",
      establishmentIds: establishments.length === 1 ? [establishments[0]?.id ?? ""] : [],
    },
  });
  const { errors } = form.formState;
  const send = form.handleSubmit((input) =>
    invite.mutate(
      input,
      report(copy.sent(input.email), refusal, () =>
        form.reset({ ...input, email: "" }, { keepDefaultValues: true }),
      ),
    ),
  );

  return (
    <section
      aria-labelledby="invite-title"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="invite-title" className="text-lg font-semibold text-slate-900">
        {copy.title}
      </h2>
      <form noValidate onSubmit={send} className="mt-5 space-y-5">
        <Alert outcome={outcome} />
        <Field
          label={copy.email}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <fieldset aria-describedby={roleHint}>
          <legend className="text-sm font-medium text-slate-800">{copy.role}</legend>
          <div id={roleHint} className="mt-2 grid gap-2 sm:grid-cols-2">
            {teamMemberRoles.map((role) => (
              <label
                key={role}
                className="flex cursor-pointer items-start gap-3 rounded-xl p-3 ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
              >
                <input
                  type="radio"
                  value={role}
                  className="mt-1 size-4 accent-brand-600"
                  {...form.register("role")}
                />
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
        <Controller
          control={form.control}
          name="establishmentIds"
          render={({ field }) => (
            <fieldset aria-describedby={errors.establishmentIds ? placesError : undefined}>
              <legend className="text-sm font-medium text-slate-800">{copy.establishments}</legend>
              <div className="mt-2 space-y-2">
                {establishments.map((place) => (
                  <label key={place.id} className="flex cursor-pointer items-center gap-3">
                    <input
                      type="checkbox"
                      className="size-5 accent-brand-600"
                      checked={field.value.includes(place.id)}
                      onChange={(event) =>
                        field.onChange(
                          event.target.checked
                            ? [...field.value, place.id]
                            : field.value.filter((id) => id !== place.id),
                        )
                      }
                    />
                    <span className="text-sm text-slate-900">{place.tradingName}</span>
                  </label>
                ))}
              </div>
              {errors.establishmentIds && (
                <p id={placesError} role="alert" className="mt-1.5 text-sm text-red-600">
                  {errors.establishmentIds.message}
                </p>
              )}
            </fieldset>
          )}
        />
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? copy.sending : copy.submit}
        </Button>
      </form>
    </section>
  );
}
