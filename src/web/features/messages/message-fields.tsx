import type { UseFormRegisterReturn } from "react-hook-form";
import { messagesCopy } from "~/shared/copy/messages";
import {
  DEFAULT_MESSAGE_LEVEL_DB,
  MAX_MESSAGE_LEVEL_DB,
  MAX_MESSAGE_NAME,
  MIN_MESSAGE_LEVEL_DB,
} from "~/shared/messages/schema";
import { Field } from "~/web/components/ui/field";
import { ValidityFields } from "./validity-fields";

const copy = messagesCopy.form;

export type MessageFieldName = "name" | "validFrom" | "validUntil" | "levelDb";

/**
 * A message's details, for a new one and for changing one: its name, from–until (empty:
 * for good) and how far over the music it sounds. Each form registers them its own way
 * (an upload sends text; a change sends numbers and null).
 */
export function MessageFields(props: {
  field: (name: MessageFieldName) => UseFormRegisterReturn;
  errors: Partial<Record<MessageFieldName, { message?: string }>>;
}) {
  const { errors } = props;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        className="sm:col-span-2"
        label={copy.name}
        placeholder={copy.namePlaceholder}
        autoComplete="off"
        maxLength={MAX_MESSAGE_NAME}
        error={errors.name?.message}
        {...props.field("name")}
      />
      <ValidityFields labels={copy} field={props.field} errors={errors} />
      <Field
        className="sm:col-span-2"
        label={copy.level}
        type="number"
        inputMode="decimal"
        step={0.5}
        min={MIN_MESSAGE_LEVEL_DB}
        max={MAX_MESSAGE_LEVEL_DB}
        hint={copy.levelHint(MIN_MESSAGE_LEVEL_DB, MAX_MESSAGE_LEVEL_DB, DEFAULT_MESSAGE_LEVEL_DB)}
        error={errors.levelDb?.message}
        {...props.field("levelDb")}
      />
    </div>
  );
}
