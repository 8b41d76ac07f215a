import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { companyProgrammesCopy } from "~/shared/copy/company-programmes";
import type { ProgrammeTarget } from "~/shared/company-programmes/schema";
import type { ListedEstablishment } from "~/shared/establishments/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { CheckboxWithHint } from "~/web/components/ui/checkbox-with-hint";
import { Field } from "~/web/components/ui/field";
import { centredPanel, Modal } from "~/web/components/ui/modal";
import { SelectField } from "~/web/components/ui/select-field";
import { ApiError } from "~/web/lib/api-client";
import { fieldIssuesOf } from "~/web/lib/field-issues";
import { programmePreviewQueryOptions, useApplyProgramme, useCreateProgramme } from "./api";
import { TargetFields } from "./target-fields";
import { TargetPreview } from "./target-preview";

const copy = companyProgrammesCopy.form;
const fields = ["name", "fromZoneId", "target"] as const;
/** A refusal's own words (the server's), else the dialog's. */
const refusals = new Set(["BAD_REQUEST", "NOT_FOUND", "FORBIDDEN", "CONFLICT"]);
const refusalText = (error: unknown) =>
  error instanceof ApiError && refusals.has(error.code) ? error.message : copy.failed;
const noTarget: ProgrammeTarget = { provinces: [], establishmentIds: [], zoneIds: [] };

/** The zones with a programme of their own or followed: where a new programme may start. */
function useStartingZones(establishments: ListedEstablishment[], enabled: boolean) {
  const all = { ...noTarget, establishmentIds: establishments.map((each) => each.id) };
  const zones = useQuery({
    ...programmePreviewQueryOptions(all),
    enabled: enabled && all.establishmentIds.length > 0,
  });
  return (zones.data ?? []).filter((zone) => zone.hasSchedule);
}

/**
 * "Nuevo programa de empresa" (name, the zone it starts from, whether managers may change
 * it, where it applies) or "Aplicar …" of one made (where only), with the zones it would
 * change listed before it is confirmed. Nothing typed is lost on a refusal.
 */
export function ProgrammeDialog(props: {
  /** null: a new programme. */
  programme: { id: string; name: string } | null;
  establishments: ListedEstablishment[];
  onDone: (text: string) => void;
  onClose: () => void;
}) {
  const creating = props.programme === null;
  const create = useCreateProgramme();
  const apply = useApplyProgramme();
  const sending = creating ? create : apply;
  const starts = useStartingZones(props.establishments, creating);
  const [name, setName] = useState("");
  const [fromZoneId, setFromZoneId] = useState("");
  const [localChanges, setLocalChanges] = useState(false);
  const [target, setTarget] = useState<ProgrammeTarget>(noTarget);
  /** A field changed: the refusal it answered is no longer what the form says. */
  const edited =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      if (sending.isError) sending.reset();
      set(value);
    };
  const chosenStart = fromZoneId || starts[0]?.zoneId || "";
  const issues = fieldIssuesOf(sending.error, fields);
  const issueOf = (field: (typeof fields)[number]) =>
    issues.find((issue) => issue.field === field)?.message;
  const general = sending.isError && issues.length === 0 ? refusalText(sending.error) : null;

  const submit = () => {
    if (props.programme) {
      const { id, name: applied } = props.programme;
      return apply.mutate(
        { id, target },
        { onSuccess: ({ zones }) => props.onDone(copy.applied(applied, zones.length)) },
      );
    }
    create.mutate(
      { name, fromZoneId: chosenStart, localChanges, target },
      { onSuccess: ({ zones }) => props.onDone(copy.created(name.trim(), zones.length)) },
    );
  };

  return (
    <Modal
      open
      onClose={props.onClose}
      keepOnOutsideClick
      title={props.programme ? copy.applyTitle(props.programme.name) : copy.title}
      className={centredPanel("max-h-[90vh] max-w-2xl overflow-y-auto")}
    >
      <form
        noValidate
        className="mt-5 space-y-5"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {general && <Alert tone="error">{general}</Alert>}
        {creating && (
          <>
            <Field
              label={copy.name}
              placeholder={copy.namePlaceholder}
              autoComplete="off"
              maxLength={60}
              value={name}
              error={issueOf("name")}
              onChange={(event) => edited(setName)(event.target.value)}
            />
            {starts.length > 0 ? (
              <SelectField
                label={copy.from}
                hint={copy.fromHint}
                error={issueOf("fromZoneId")}
                value={chosenStart}
                onChange={(event) => edited(setFromZoneId)(event.target.value)}
              >
                {starts.map((zone) => (
                  <option key={zone.zoneId} value={zone.zoneId}>
                    {zone.establishmentName} · {zone.zoneName}
                  </option>
                ))}
              </SelectField>
            ) : (
              <p className="rounded-xl bg-amber-50 p-3 text-sm text-amber-900">{copy.fromNone}</p>
            )}
            <CheckboxWithHint
              label={copy.localChanges}
              hint={copy.localChangesHint}
              checked={localChanges}
              onChange={(event) => setLocalChanges(event.target.checked)}
            />
          </>
        )}
        <TargetFields
          establishments={props.establishments}
          target={target}
          error={issueOf("target")}
          onChange={edited(setTarget)}
        />
        <TargetPreview
          target={target}
          programmeId={props.programme?.id ?? null}
          extraZoneId={creating ? chosenStart || undefined : undefined}
        />
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Button variant="secondary" onClick={props.onClose}>
            {copy.cancel}
          </Button>
          <Button type="submit" disabled={sending.isPending || (creating && !chosenStart)}>
            {creating ? copy.submitCreate : copy.submitApply}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
