import { certificatesCopy } from "~/shared/copy/certificates";
import { revokeCertificateSchema } from "~/shared/certificates/schema";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { Modal } from "~/web/components/ui/modal";
import { Field } from "~/web/components/ui/field";
import { errorMessage } from "~/web/lib/error-message";
import { maxLengthOf } from "~/web/lib/schema-limits";
import { useSchemaForm } from "~/web/lib/use-schema-form";
import { useRevokeCertificate, type UserCertificate } from "./api";
import { fieldProps } from "~/web/lib/field-props";

const copy = certificatesCopy.admin;

/** Asks why before revoking a certificate; the reason is kept with it. */
export function RevokeCertificateDialog(props: {
  certificate: UserCertificate | null;
  userId: string;
  onClose: () => void;
  onRevoked: (certificate: UserCertificate) => void;
}) {
  const revoke = useRevokeCertificate();
  const form = useSchemaForm(revokeCertificateSchema, { defaultValues: { reason: "" } });
  const certificate = props.certificate;
  const close = () => {
    form.reset();
    revoke.reset();
    props.onClose();
  };

  return (
    <Modal
      open={certificate !== null}
      onClose={close}
      title={certificate && copy.dialogTitle(certificate.number)}
      description={copy.dialogText}
    >
      <form
        noValidate
        className="mt-4 space-y-4"
        onSubmit={form.handleSubmit(({ reason }) => {
          if (!certificate) return;
          revoke.mutate(
            { id: certificate.id, userId: props.userId, reason },
            {
              onSuccess: () => {
                props.onRevoked(certificate);
                close();
              },
            },
          );
        })}
      >
        <Field
          label={copy.reason}
          autoComplete="off"
          maxLength={maxLengthOf(revokeCertificateSchema.shape.reason)}
          {...fieldProps(form, "reason")}
        />
        {revoke.isError && (
          <Alert tone="error">
            {errorMessage(revoke.error, {
              CONFLICT: certificatesCopy.errors.alreadyRevoked,
              fallback: copy.revokeError,
            })}
          </Alert>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={close} disabled={revoke.isPending}>
            {copy.cancel}
          </Button>
          <Button type="submit" variant="danger" disabled={revoke.isPending}>
            {copy.confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
