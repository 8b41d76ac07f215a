import { teamCopy } from "~/shared/copy/team";
import { invitationInputSchema } from "~/shared/team/schema";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { ApiError } from "~/web/lib/api-client";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useInvite } from "./api";
import { EstablishmentsPicker } from "./establishments-picker";
import { RoleChoice } from "./role-choice";
import { CardSection } from "~/web/components/ui/card-section";
import { fieldProps } from "~/web/lib/field-props";

const copy = teamCopy.invite;

/** The server's own words for a refusal (an address already in the team), else a general one. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : teamCopy.errors.failed;

/**
 * "Invitar a una persona": an e-mail, a role (each with what it may do), and where the
 * person works: establishments whole, or some of their zones. What was typed stays after a refusal.
 */
export function InviteForm({ establishments }: { establishments: ListedEstablishment[] }) {
  const invite = useInvite();
  const { outcome, report } = useOutcome();
  const form = useSchemaForm(invitationInputSchema, {
    defaultValues: {
      email: "",
      role: "employee",
      // One establishment of one zone: nothing else to choose.
      establishmentIds:
        establishments.length === 1 && establishments[0]?.zones.length === 1
          ? [establishments[0].id]
          : [],
      zoneIds: [],
    },
  });
  const chosen = form.watch(["establishmentIds", "zoneIds"]);
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
    <CardSection headingId="invite-title" heading={copy.title} className="rounded-2xl p-6 sm:p-8">
      <form noValidate onSubmit={send} className="mt-5 space-y-5">
        <Alert outcome={outcome} />
        <Field label={copy.email} type="email" autoComplete="off" {...fieldProps(form, "email")} />
        <RoleChoice field={form.register("role")} />
        <EstablishmentsPicker
          establishments={establishments}
          value={{ establishmentIds: chosen[0], zoneIds: chosen[1] ?? [] }}
          onChange={(picked) => {
            const check = { shouldValidate: form.formState.isSubmitted };
            form.setValue("zoneIds", picked.zoneIds, check);
            form.setValue("establishmentIds", picked.establishmentIds, check);
          }}
          error={errors.establishmentIds?.message}
        />
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? copy.sending : copy.submit}
        </Button>
      </form>
    </CardSection>
  );
}
