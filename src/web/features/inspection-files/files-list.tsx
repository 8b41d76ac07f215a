import { useQuery } from "@tanstack/react-query";
import { Download, ShieldCheck } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import type { InspectionFileStatus, InspectionFileSummary } from "~/shared/inspection-files/schema";
import { paths } from "~/shared/paths";
import { Alert } from "~/web/components/ui/alert";
import { Badge, type BadgeTone } from "~/web/components/ui/badge";
import { buttonClasses } from "~/web/components/ui/button-link";
import { CardSection } from "~/web/components/ui/card-section";
import { Pager } from "~/web/components/ui/pager";
import { RowSkeletons } from "~/web/components/ui/row-skeletons";
import {
  inspectionFilePdfPath,
  inspectionFileQueryOptions,
  inspectionFilesQueryOptions,
  isPending,
} from "./api";
import { spanishDay } from "./request-values";

const copy = inspectionFilesCopy.section;

const statusTones = {
  queued: "neutral",
  drawing: "brand",
  ready: "success",
  failed: "warning",
} as const satisfies Record<InspectionFileStatus, BadgeTone>;

/** The file's drawing so far, in words and as a bar, as the server last wrote it. */
function FileProgress({ progress }: { progress: number }) {
  const labelId = useId();
  return (
    <div className="mt-3 max-w-md">
      <p id={labelId} className="text-sm text-slate-700">
        {copy.progress(progress)}
      </p>
      <div
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-1.5 h-2 overflow-hidden rounded-full bg-slate-100"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}

/**
 * One file: whose, which period, what it holds and its status. While it is drawn it is
 * read again every second (its bar moves); once ready, its PDF, its public page and its
 * hash, the one its e-mail carries.
 */
function FileRow({ file: listed }: { file: InspectionFileSummary }) {
  const polled = useQuery({ ...inspectionFileQueryOptions(listed.id), enabled: isPending(listed) });
  // The list is read once; the file's own answers are newer until the list says it is done.
  const file = isPending(listed) ? (polled.data ?? listed) : listed;
  const from = spanishDay(file.periodFrom);
  const until = spanishDay(file.periodUntil);
  return (
    <li data-testid="inspection-file" className="py-5 first:pt-3">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <div className="min-w-0">
          <p className="font-semibold wrap-break-word text-slate-900">{file.tradingName}</p>
          <p className="text-slate-700">{copy.period(from, until)}</p>
        </div>
        <span data-testid="inspection-file-status">
          <Badge tone={statusTones[file.status]}>{copy.status[file.status]}</Badge>
        </span>
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-0.5 text-sm text-slate-600">
        <li className="wrap-break-word">{copy.zones(file.zones)}</li>
        <li>{file.everyPlay ? copy.everyPlay : copy.someDays}</li>
        <li>{file.declared ? copy.withDeclaration : copy.withoutDeclaration}</li>
      </ul>
      {isPending(file) && <FileProgress progress={file.progress} />}
      {file.status === "ready" && (
        <>
          <div className="mt-3 flex flex-wrap gap-3">
            <a
              href={inspectionFilePdfPath(file.id)}
              download
              aria-label={copy.downloadFor(file.tradingName, from, until)}
              className={buttonClasses({ variant: "secondary" })}
            >
              <Download className="size-4" aria-hidden />
              {copy.download}
            </a>
            <Link
              to={paths.verifyCertificate(file.code)}
              aria-label={copy.checkFor(file.tradingName, from, until)}
              className={buttonClasses({ variant: "secondary" })}
            >
              <ShieldCheck className="size-4" aria-hidden />
              {copy.check}
            </Link>
          </div>
          {file.sha256 && (
            <p
              data-testid="inspection-file-hash"
              className="mt-3 font-mono text-xs break-all text-slate-600"
            >
              {copy.hash(file.sha256)}
            </p>
          )}
        </>
      )}
    </li>
  );
}

/** "Tus expedientes": the files of the establishments the person works in, newest first. */
export function FilesList(props: { page: number; onPage: (page: number) => void }) {
  const files = useQuery(inspectionFilesQueryOptions(props.page));
  return (
    <CardSection
      headingId="inspection-files-heading"
      heading={copy.list}
      className="rounded-2xl p-6"
    >
      {files.isError ? (
        <Alert tone="error" className="mt-3">
          {copy.loadError}
        </Alert>
      ) : !files.data ? (
        <RowSkeletons count={3} label={copy.loading} />
      ) : files.data.files.length === 0 ? (
        <p className="mt-2 text-slate-600">{copy.empty}</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-100">
            {files.data.files.map((file) => (
              <FileRow key={file.id} file={file} />
            ))}
          </ul>
          <div className="mt-2">
            <Pager
              page={files.data.page}
              pages={files.data.pageCount}
              onPage={props.onPage}
              labels={copy}
            />
          </div>
        </>
      )}
    </CardSection>
  );
}
