import type { ReactNode } from "react";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { centredPanel, Modal } from "~/web/components/ui/modal";
import { errorMessage } from "~/web/lib/error-message";
import { fieldIssuesOf } from "~/web/lib/field-issues";
import { SecretOnce } from "./secret-once";

/**
 * A dialog that makes something with a secret (a token, a webhook endpoint): its form,
 * each refusal under its field, then — once made — the secret, shown this one time.
 */
export function SecretFormDialog<Field extends string, Made>(props: {
  open: boolean;
  copy: {
    dialogTitle: string;
    secretTitle: string;
    secretHint: string;
    submit: string;
    cancel: string;
  };
  /** The action's mutation: made (with the secret), refused, or on its way. */
  mutation: { data: Made | undefined; error: unknown; isPending: boolean; reset: () => void };
  /** What names the thing made, and its secret. */
  shown: (made: Made) => { label: string; secret: string };
  fields: readonly Field[];
  onSubmit: () => void;
  /** Empties the form; the dialog forgets the mutation itself. */
  onClose: () => void;
  children: (issueOf: (field: Field) => string | undefined) => ReactNode;
}) {
  const { copy, mutation } = props;
  const made = mutation.data === undefined ? undefined : props.shown(mutation.data);
  const close = () => {
    mutation.reset();
    props.onClose();
  };
  const issues = fieldIssuesOf(mutation.error, props.fields);
  const issueOf = (field: Field) => issues.find((issue) => issue.field === field)?.message;
  const general = mutation.error && issues.length === 0 ? errorMessage(mutation.error, {}) : null;
  return (
    <Modal
      open={props.open}
      onClose={close}
      title={made ? copy.secretTitle : copy.dialogTitle}
      keepOnOutsideClick
      className={centredPanel("max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto")}
    >
      {made ? (
        <SecretOnce label={made.label} hint={copy.secretHint} secret={made.secret} onDone={close} />
      ) : (
        <form
          noValidate
          className="mt-5 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            props.onSubmit();
          }}
        >
          {general && <Alert tone="error">{general}</Alert>}
          {props.children(issueOf)}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <Button variant="secondary" onClick={close}>
              {copy.cancel}
            </Button>
            <Button type="submit" disabled={mutation.isPending}>
              {copy.submit}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
