import { useEffect, useId } from "react";
import { messagesCopy } from "~/shared/copy/messages";
import { messageFieldsSchema, type Message } from "~/shared/messages/schema";
import { Alert } from "~/web/components/ui/alert";
import { outcomeOf } from "~/web/components/ui/use-outcome";
import { fieldIssuesOf } from "~/web/lib/field-issues";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useUpdateMessage } from "./api";
import { MessageFields, type MessageFieldName } from "./message-fields";
import { refusalText } from "./message-errors";
import { SaveOrCancel } from "./save-or-cancel";

const copy = messagesCopy.form;
const saveLabels = { ...copy, save: copy.saveChanges };
const fieldNames = ["name", "validFrom", "validUntil", "levelDb"] as const;

/** A message's details changed in place; its audio stays (a new audio is a new message). */
export function EditMessageForm(props: {
  message: Message;
  onSaved: (message: Message) => void;
  onCancel: () => void;
}) {
  const { message } = props;
  const update = useUpdateMessage();
  const ids = useId();
  const form = useSchemaForm(messageFieldsSchema, {
    defaultValues: {
      name: message.name,
      validFrom: message.validFrom,
      validUntil: message.validUntil,
      levelDb: message.levelDb,
    },
  });
  // The form takes the place of the button that opened it: the focus goes on into it.
  const { setFocus } = form;
  useEffect(() => setFocus("name"), [setFocus]);
  const field = (name: MessageFieldName) =>
    name === "validUntil"
      ? form.register(name, { setValueAs: (value: string | null) => value || null })
      : name === "levelDb"
        ? form.register(name, { valueAsNumber: true })
        : form.register(name);
  const submit = form.handleSubmit((json) =>
    update.mutate(
      { id: message.id, json },
      {
        onSuccess: props.onSaved,
        onError: (error) => {
          for (const issue of fieldIssuesOf(error, fieldNames))
            form.setError(issue.field, { message: issue.message });
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="text-base font-semibold text-slate-900">
        {copy.editTitle(message.name)}
      </h3>
      <Alert
        outcome={outcomeOf(update, {
          success: null,
          errors: (error) => refusalText(error, messagesCopy.list.failed),
        })}
      />
      <MessageFields field={field} errors={form.formState.errors} />
      <SaveOrCancel pending={update.isPending} labels={saveLabels} onCancel={props.onCancel} />
    </form>
  );
}
