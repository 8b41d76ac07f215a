import { teamCopy } from "~/shared/copy/team";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import { memberChangeSchema, type TeamMember } from "~/shared/team/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { centredPanel, Modal } from "~/web/components/ui/modal";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { ApiError } from "~/web/lib/api-client";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useUpdateMember } from "./api";
import { EstablishmentsPicker } from "./establishments-picker";
import { RoleChoice } from "./role-choice";

const copy = teamCopy.members;

const refusal = (error: unknown) =>
  error instanceof ApiError && error.status < 500 ? error.message : teamCopy.errors.failed;

/**
 * "Cambiar": a person's role and where they work, changed in place — their devices answer
 * to where they now work at once. Drawn only for the person being changed (`key` it by them).
 */
export function MemberEditDialog(props: {
  member: TeamMember;
  establishments: ListedEstablishment[];
  onClose: (saved?: string) => void;
}) {
  const { member } = props;
  const update = useUpdateMember();
  const form = useSchemaForm(memberChangeSchema, {
    defaultValues: {
      role: member.role,
      establishmentIds: member.establishments.map((establishment) => establishment.id),
      zoneIds: member.zones.map((zone) => zone.id),
    },
  });
  const chosen = form.watch(["establishmentIds", "zoneIds"]);
  const save = form.handleSubmit((change) =>
    update.mutate(
      { userId: member.userId, ...change },
      { onSuccess: () => props.onClose(copy.saved(member.name)) },
    ),
  );
  return (
    <Modal
      open
      onClose={() => props.onClose()}
      keepOnOutsideClick
      title={copy.editTitle(member.name)}
      description={copy.editText}
      descriptionClassName="mt-1 text-sm text-slate-600"
      className={`${centredPanel("max-w-lg")} max-h-[calc(100dvh-2rem)] overflow-y-auto`}
    >
      <form noValidate onSubmit={save} className="mt-5 space-y-5">
        <Alert outcome={outcomeOf(update, { success: null, errors: refusal })} />
        <RoleChoice field={form.register("role")} />
        <EstablishmentsPicker
          establishments={props.establishments}
          value={{ establishmentIds: chosen[0], zoneIds: chosen[1] ?? [] }}
          onChange={(picked) => {
            const check = { shouldValidate: form.formState.isSubmitted };
            form.setValue("zoneIds", picked.zoneIds, check);
            form.setValue("establishmentIds", picked.establishmentIds, check);
          }}
          error={form.formState.errors.establishmentIds?.message}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => props.onClose()} disabled={update.isPending}>
            {copy.cancel}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? copy.saving : copy.save}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
