import { useQuery } from "@tanstack/react-query";
import { TriangleAlert } from "lucide-react";
import { certificateDate, certificateMinute } from "~/shared/certificates/certificate-date";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import type { InspectionFileVerification } from "~/shared/inspection-files/schema";
import { PlayLogAlteredNotice } from "~/web/components/play-log-altered-notice";
import {
  Fact,
  ProofCard,
  ProofFrame,
  ProofLoadState,
  ProofNotice,
} from "~/web/components/proof-page";
import { fileVerificationQueryOptions } from "./api";
import { CheckFileSection } from "./check-file-section";
import { spanishDay } from "./request-values";

const copy = inspectionFilesCopy.verification;

/** A stamp that was due and is gone, or vouches for another hash: not to be trusted. */
function StampWarning({ stamp }: { stamp: InspectionFileVerification["stamp"] }) {
  if (stamp !== "missing" && stamp !== "invalid") return null;
  return (
    <ProofNotice tone="warning" icon={TriangleAlert} testId="stamp-warning">
      <p className="font-semibold">{stamp === "missing" ? copy.stampMissing : copy.stampInvalid}</p>
    </ProofNotice>
  );
}

/**
 * /verificar/:code for an inspection file (its code starts with EXP), what the file's QR
 * opens: no login, whose file and which period, when it was issued and stamped, whether
 * the owner declared and the play log holds, and the check of a copy's bytes. Public, so
 * only what the proof needs: no tax ids, no addresses, no plays.
 */
export function InspectionFileCheckPage({ code }: { code: string }) {
  const query = useQuery(fileVerificationQueryOptions(code));
  if (query.isPending || query.isError)
    return (
      <ProofLoadState
        query={query}
        texts={{
          ...copy,
          heading: copy.title,
          tooManyRequests: inspectionFilesCopy.errors.tooManyRequests,
        }}
      />
    );

  const file = query.data;
  const moment = (at: string) =>
    copy.moment(certificateDate(at, file.timeZone), certificateMinute(at, file.timeZone));
  return (
    <ProofFrame>
      <ProofCard headingId="file-heading" title={copy.title}>
        <p className="mt-1 text-sm text-slate-600">{inspectionFilesCopy.pdf.code(file.code)}</p>
        <StampWarning stamp={file.stamp} />
        <PlayLogAlteredNotice playLog={file.playLog} />
        <dl className="mt-8 grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <Fact label={copy.facts.establishment}>
            <span data-testid="file-establishment">
              {copy.issuedFor(file.tradingName, file.city)}
            </span>
          </Fact>
          <Fact label={copy.facts.period}>
            {inspectionFilesCopy.section.period(
              spanishDay(file.periodFrom),
              spanishDay(file.periodUntil),
            )}
          </Fact>
          <Fact label={copy.facts.issuedAt}>{moment(file.issuedAt)}</Fact>
          {/* A stamp missing or not matching is said above, as a warning. */}
          {typeof file.stamp === "object" ? (
            <Fact label={copy.facts.stamp}>{copy.stamped(moment(file.stamp.genTime))}</Fact>
          ) : (
            file.stamp === "none" && <Fact label={copy.facts.stamp}>{copy.notStamped}</Fact>
          )}
          <Fact label={copy.facts.declaration}>
            {file.declared ? copy.declared : copy.notDeclared}
          </Fact>
          <Fact label={copy.facts.playLog}>
            {file.playLog === "altered" ? copy.playLogAltered : copy.playLogIntact}
          </Fact>
          <Fact label={copy.facts.hash} className="sm:col-span-2">
            <code data-testid="file-hash" className="font-mono text-sm break-all">
              {file.sha256}
            </code>
          </Fact>
        </dl>
      </ProofCard>
      <CheckFileSection code={file.code} />
    </ProofFrame>
  );
}
