/**
 * The fields a song's rights are written in, shared by the one song's dialog and the
 * dialog for the songs ticked in the table (whose empty choices mean "leave as it is").
 */
import { useId, type ReactNode } from "react";
import {
  COLLECTING_SOCIETIES,
  RIGHTS_NAME_MAX,
  type CollectingSociety,
} from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { Field, inputClasses } from "~/web/components/ui/field";
import { FieldFrame, fieldAria } from "~/web/components/ui/field-frame";
import { centredPanel, Modal } from "~/web/components/ui/modal";
import { SelectField } from "~/web/components/ui/select-field";

const copy = songRightsCopy.dialog;

/**
 * The modal both rights dialogs open in: a form that scrolls within the screen, kept open
 * by a click outside (what was typed is not lost), "Cargando…" until its data is there.
 */
export function RightsModal(props: {
  title: string;
  description: string;
  onClose: () => void;
  /** The form, once what it needs has loaded; null until then. */
  children: ReactNode;
}) {
  return (
    <Modal
      open
      onClose={props.onClose}
      keepOnOutsideClick
      title={props.title}
      description={props.description}
      className={`${centredPanel("max-w-lg")} max-h-[calc(100dvh-2rem)] overflow-y-auto`}
    >
      {props.children ?? <p className="mt-5 text-sm text-slate-600">{copy.loading}</p>}
    </Modal>
  );
}

/** The authors, one a line. */
export function AuthorsField(props: {
  value: string;
  onChange: (value: string) => void;
  hint: string;
  error: string | undefined;
}) {
  const id = `${useId()}-authors`;
  return (
    <FieldFrame id={id} label={copy.authors} hint={props.hint} error={props.error} className="">
      <textarea
        id={id}
        rows={2}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        {...fieldAria(id, props.error, props.hint)}
        className={`${inputClasses} mt-1.5`}
      />
    </FieldFrame>
  );
}

/** Who performs the recording, or who owns it: one name. */
export function NameField(props: {
  name: "performer" | "masterOwner";
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  error: string | undefined;
}) {
  return (
    <Field
      label={copy[props.name]}
      value={props.value}
      maxLength={RIGHTS_NAME_MAX}
      hint={props.hint}
      onChange={(event) => props.onChange(event.target.value)}
      error={props.error}
    />
  );
}

/** The authors' textarea as the list the schema takes: a name a line, blank lines dropped. */
export const authorLines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);

/** The licence contract, picked from the admin's contracts; `none` names the empty choice. */
export function ContractField(props: {
  value: string;
  onChange: (value: string) => void;
  contracts: readonly { id: string; reference: string; licensor: string }[];
  none: string;
  error: string | undefined;
}) {
  return (
    <SelectField
      label={copy.contract}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      error={props.error}
      hint={props.contracts.length ? undefined : copy.noContracts}
    >
      <option value="">{props.none}</option>
      {props.contracts.map((contract) => (
        <option key={contract.id} value={contract.id}>
          {contract.reference} · {contract.licensor}
        </option>
      ))}
    </SelectField>
  );
}

/** The collecting societies that manage the song; none ticked is a statement too. */
export function SocietiesField(props: {
  value: ReadonlySet<CollectingSociety>;
  onChange: (value: Set<CollectingSociety>) => void;
  disabled?: boolean;
}) {
  const hintId = `${useId()}-societies-hint`;
  return (
    <fieldset aria-describedby={hintId} disabled={props.disabled} className="disabled:opacity-60">
      <legend className="text-sm font-medium text-slate-800">{copy.managedBy}</legend>
      <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
        {COLLECTING_SOCIETIES.map((society) => (
          <label key={society} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-5 accent-brand-600"
              checked={props.value.has(society)}
              onChange={(event) => {
                const next = new Set(props.value);
                if (event.target.checked) next.add(society);
                else next.delete(society);
                props.onChange(next);
              }}
            />
            {songRightsCopy.societies[society]}
          </label>
        ))}
      </div>
      <p id={hintId} className="mt-1.5 text-xs text-slate-500">
        {copy.managedByHint}
      </p>
    </fieldset>
  );
}
