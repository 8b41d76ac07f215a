import { useId, useState, type FormEvent } from "react";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { Alert, type Outcome } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { inputClasses } from "~/web/components/ui/field";
import { ApiError } from "~/web/lib/api-client";
import { rightsExportUrl, rightsRefusal, useImportRightsCsv } from "./rights-api";
import { Panel } from "./panel";

const copy = songRightsCopy.transfer;

/**
 * "Importar y exportar": the catalogue's rights out as CSV and back in, filled in. A file
 * with problems changes nothing, and each line's problem is listed here to be fixed.
 */
export function RightsTransferPanel(props: { onOutcome: (outcome: Outcome | null) => void }) {
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const [missingFile, setMissingFile] = useState(false);
  const importCsv = useImportRightsCsv();

  function submit(event: FormEvent) {
    event.preventDefault();
    setProblems([]);
    if (!file) {
      setMissingFile(true);
      return;
    }
    setMissingFile(false);
    setProgress(0);
    importCsv.mutate(
      { file, onProgress: setProgress },
      {
        onSuccess: (report) => props.onOutcome({ tone: "success", text: copy.done(report) }),
        onError: (error) => {
          if (error instanceof ApiError && error.status < 500 && error.issues.length) {
            setProblems(error.issues.map((issue) => issue.message));
            props.onOutcome({ tone: "error", text: copy.refused });
          } else props.onOutcome({ tone: "error", text: rightsRefusal(error) });
        },
      },
    );
  }

  return (
    <Panel title={copy.heading}>
      <p className="text-sm text-slate-600">{copy.text}</p>
      <a
        href={rightsExportUrl}
        download
        className="mt-3 inline-block text-sm font-medium text-brand-700 underline"
      >
        {copy.export}
      </a>
      <form noValidate onSubmit={submit} className="mt-4 space-y-3">
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
          {copy.file}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".csv,text/csv"
          aria-invalid={missingFile || undefined}
          aria-describedby={missingFile ? `${fileId}-error` : undefined}
          className={inputClasses}
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {missingFile && (
          <p id={`${fileId}-error`} className="text-sm text-red-600">
            {copy.chooseFile}
          </p>
        )}
        {importCsv.isPending && (
          <progress className="w-full" max={1} value={progress} aria-label={copy.importing} />
        )}
        <Button type="submit" disabled={importCsv.isPending}>
          {importCsv.isPending ? copy.importing : copy.submit}
        </Button>
      </form>
      {problems.length > 0 && (
        <Alert tone="error" className="mt-4">
          <ul className="list-disc space-y-1 pl-5" data-testid="import-problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </Alert>
      )}
    </Panel>
  );
}
