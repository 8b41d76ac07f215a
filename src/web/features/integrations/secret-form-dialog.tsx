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
export function SecretFormDialog<Field extends string>(props: {
  open: boolean;
  title: string;
  made: { label: string; secret: string; title: string; hint: string } | undefined;
  fields: readonly Field[];
  error: unknown;
  pending: boolean;
  submitLabel: string;
  cancelLabel: string;
  onSubmit: () => void;
  onClose: () => void;
  children: (issueOf: (field: Field) => string | undefined) => ReactNode;
}) {
  const issues = fieldIssuesOf(props.error, props.fields);
  const issueOf = (field: Field) => issues.find((issue) => issue.field === field)?.message;
  const general = props.error && issues.length === 0 ? errorMessage(props.error, {}) : null;
  const { made } = props;
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title={made ? made.title : props.title}
      keepOnOutsideClick
      className={centredPanel("max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto")}
    >
      {made ? (
        <SecretOnce
          label={made.label}
          hint={made.hint}
          secret={made.secret}
          onDone={props.onClose}
        />
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
            <Button variant="secondary" onClick={props.onClose}>
              {props.cancelLabel}
            </Button>
            <Button type="submit" disabled={props.pending}>
              {props.submitLabel}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
