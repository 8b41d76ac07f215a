import type { FormEventHandler, ReactNode } from "react";
import { profileCopy } from "~/shared/copy/profile";
import { Alert, type Outcome } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";

/**
 * One section of 'Mi Perfil': a view that an 'Editar' button turns into a form of
 * `fields` ending in save and cancel.
 */
export function ProfileSection(props: {
  title: string;
  /** From useEditableSection. */
  section: {
    editing: boolean;
    outcome: Outcome | null;
    edit: () => void;
    saving: boolean;
    cancel: () => void;
    submit: FormEventHandler<HTMLFormElement>;
  };
  /** The form's layout (one column unless said); `actionsClassName` places its buttons. */
  formClassName?: string;
  actionsClassName?: string;
  /** Drawn only while editing, so its fields register with the form only then. */
  fields: () => ReactNode;
  view: ReactNode;
}) {
  const { editing, outcome, saving, cancel } = props.section;
  const actions = <FormActions saving={saving} onCancel={cancel} />;
  return (
    <section
      aria-label={props.title}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="flex items-center justify-between gap-4">
        <h2 className="text-lg font-semibold text-slate-900">{props.title}</h2>
        {!editing && (
          <Button variant="secondary" size="sm" onClick={props.section.edit}>
            {profileCopy.edit}
          </Button>
        )}
      </div>
      <Alert outcome={outcome} className="mt-4" />
      <div className="mt-5">
        {editing ? (
          <form
            onSubmit={props.section.submit}
            noValidate
            className={props.formClassName ?? "space-y-4"}
          >
            {props.fields()}
            {props.actionsClassName ? (
              <div className={props.actionsClassName}>{actions}</div>
            ) : (
              actions
            )}
          </form>
        ) : (
          props.view
        )}
      </div>
    </section>
  );
}

function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className="flex gap-3 pt-2">
      <Button type="submit" disabled={saving}>
        {saving ? profileCopy.saving : profileCopy.save}
      </Button>
      <Button variant="secondary" onClick={onCancel} disabled={saving}>
        {profileCopy.cancel}
      </Button>
    </div>
  );
}

/**
 * A label and its value in a grid of details. Grids here use grid-cols-1, never an auto
 * column: a long e-mail or address must wrap, not widen the page on a phone.
 */
export function ReadOnlyValue({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="mt-0.5 font-medium break-words text-slate-900">{value || "—"}</dd>
    </div>
  );
}
