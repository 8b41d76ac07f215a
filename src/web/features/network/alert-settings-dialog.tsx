import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { networkAlertsCopy } from "~/shared/copy/network-alerts";
import { alertMinutes, alertModes, type AlertKind, type AlertMode } from "~/shared/network/alerts";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Field } from "~/web/components/ui/field";
import { centredPanel, Modal } from "~/web/components/ui/modal";
import { SelectField } from "~/web/components/ui/select-field";
import { ApiError } from "~/web/lib/api-client";
import { fieldIssuesOf } from "~/web/lib/field-issues";
import {
  alertSettingsQueryOptions,
  useSaveAlertSettings,
  type AlertSettingsAnswer,
} from "./alerts-api";

const copy = networkAlertsCopy.settings;
const minuteFields = ["silentMinutes", "offlineMinutes"] as const;
const kindOf = { silentMinutes: "silent", offlineMinutes: "offline" } as const satisfies Record<
  (typeof minuteFields)[number],
  AlertKind
>;

interface Draft {
  silentMinutes: string;
  offlineMinutes: string;
  /** Each person's choice; "" for no e-mail. */
  modes: Record<string, AlertMode | "">;
}

const draftOf = (settings: AlertSettingsAnswer): Draft => ({
  silentMinutes: String(settings.silentMinutes),
  offlineMinutes: String(settings.offlineMinutes),
  modes: Object.fromEntries(settings.recipients.map((one) => [one.userId, one.mode])),
});

/** A refusal's own words (the shared schema's), else the dialog's. */
const failureText = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? error.message : copy.failed;

function SettingsForm(props: {
  settings: AlertSettingsAnswer;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const save = useSaveAlertSettings();
  const [draft, setDraft] = useState(() => draftOf(props.settings));
  const issues = fieldIssuesOf(save.error, minuteFields);
  const issueOf = (field: (typeof minuteFields)[number]) =>
    issues.find((issue) => issue.field === field)?.message;
  const general = save.isError && issues.length === 0 ? failureText(save.error) : null;

  const submit = () =>
    save.mutate(
      {
        // Nothing typed goes as null: the server answers the field's own message.
        silentMinutes: draft.silentMinutes.trim() === "" ? Number.NaN : Number(draft.silentMinutes),
        offlineMinutes:
          draft.offlineMinutes.trim() === "" ? Number.NaN : Number(draft.offlineMinutes),
        recipients: props.settings.people.flatMap(({ userId }) => {
          const mode = draft.modes[userId];
          return mode ? [{ userId, mode }] : [];
        }),
      },
      { onSuccess: props.onSaved },
    );

  return (
    <form
      noValidate
      className="mt-5 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {general && <Alert tone="error">{general}</Alert>}
      <div className="grid gap-4 sm:grid-cols-2">
        {minuteFields.map((field) => {
          const { min, max } = alertMinutes[kindOf[field]];
          return (
            <Field
              key={field}
              // The settings arrive after the dialog opened on nothing to focus.
              autoFocus={field === "silentMinutes"}
              label={copy[field]}
              hint={copy.minutesHint(min, max)}
              error={issueOf(field)}
              type="number"
              inputMode="numeric"
              min={min}
              max={max}
              step={1}
              value={draft[field]}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
          );
        })}
      </div>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{copy.people}</legend>
        <p className="text-sm text-slate-600">{copy.peopleHint}</p>
        {props.settings.people.map((person) => (
          <div
            key={person.userId}
            data-testid="alert-person"
            className="grid gap-2 sm:grid-cols-[1fr_14rem] sm:items-end"
          >
            <p className="min-w-0 text-sm wrap-break-word">
              <span className="block font-medium text-slate-900">{person.name}</span>
              <span className="block text-slate-600">
                {person.role === "owner" ? copy.owner : copy.manager} · {person.email}
              </span>
            </p>
            <SelectField
              label={copy.modeOf(person.name)}
              className="[&_label]:sr-only"
              value={draft.modes[person.userId] ?? ""}
              onChange={(event) =>
                setDraft({
                  ...draft,
                  modes: { ...draft.modes, [person.userId]: event.target.value as AlertMode | "" },
                })
              }
            >
              <option value="">{copy.none}</option>
              {alertModes.map((mode) => (
                <option key={mode} value={mode}>
                  {networkAlertsCopy.modes[mode]}
                </option>
              ))}
            </SelectField>
          </div>
        ))}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={props.onCancel}>
          {copy.cancel}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {copy.save}
        </Button>
      </div>
    </form>
  );
}

/**
 * The owner's "Configurar avisos" (decision 041): after how many minutes a zone silent in
 * its opening hours, or offline, is an alert, and who of them and their managers hears of
 * it by e-mail, at once or in the 08:00 digest. The server checks every value again.
 */
export function AlertSettingsDialog(props: { open: boolean; onClose: (saved: boolean) => void }) {
  const settings = useQuery({ ...alertSettingsQueryOptions(), enabled: props.open });
  return (
    <Modal
      open={props.open}
      onClose={() => props.onClose(false)}
      title={copy.title}
      description={copy.description}
      keepOnOutsideClick
      className={centredPanel("max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto")}
    >
      {settings.isPending && <p className="mt-5 text-sm text-slate-600">{copy.loading}</p>}
      {settings.isError && <Alert tone="error">{copy.loadError}</Alert>}
      {settings.data && (
        <SettingsForm
          settings={settings.data}
          onSaved={() => props.onClose(true)}
          onCancel={() => props.onClose(false)}
        />
      )}
    </Modal>
  );
}
