import { useId } from "react";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import { Alert } from "~/web/components/ui/alert";
import { CardSection } from "~/web/components/ui/card-section";
import { errorMessage } from "~/web/lib/error-message";
import { useCheckInspectionFile } from "./api";

const copy = inspectionFilesCopy.verification;

/** The file input as the site's buttons look: the browser's own button restyled. */
const fileInputClasses =
  "block w-full min-w-0 cursor-pointer rounded-xl text-sm text-slate-700 ring-1 ring-slate-300 file:mr-4 file:cursor-pointer file:rounded-l-xl file:border-0 file:bg-brand-600 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600";

/**
 * "Comprueba tu archivo": the PDF someone was handed, hashed in their browser (it is never
 * sent) and its hash checked against the sealed one: the same file, or not.
 */
export function CheckFileSection({ code }: { code: string }) {
  const inputId = useId();
  const check = useCheckInspectionFile(code);
  return (
    <CardSection
      headingId="check-file-heading"
      heading={copy.checkTitle}
      lead={copy.checkHelp}
      className="rounded-3xl p-6 sm:p-8"
      headingClassName="text-xl font-bold text-slate-900"
    >
      <label htmlFor={inputId} className="mt-5 block text-sm font-medium text-slate-800">
        {copy.checkFile}
      </label>
      <input
        id={inputId}
        type="file"
        accept="application/pdf,.pdf"
        className={`mt-1.5 ${fileInputClasses}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) check.mutate(file);
        }}
      />
      <div aria-live="polite" className="mt-5 empty:hidden">
        {check.isPending && (
          <p role="status" className="text-sm text-slate-600">
            {copy.checking}
          </p>
        )}
        {check.data && (
          <Alert
            outcome={
              check.data.matches
                ? { tone: "success", text: copy.matches }
                : { tone: "error", text: copy.differs }
            }
          />
        )}
      </div>
      {check.isError && (
        <Alert tone="error" className="mt-5">
          {errorMessage(check.error, {
            RATE_LIMITED: inspectionFilesCopy.errors.tooManyRequests,
            // Not an answer of ours: the file could not be read here.
            INTERNAL: copy.unreadable,
            BAD_REQUEST: copy.unreadable,
          })}
        </Alert>
      )}
    </CardSection>
  );
}
