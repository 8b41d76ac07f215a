import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { certificateDate } from "~/shared/certificates/certificate-date";
import { certificatesCopy } from "~/shared/copy/certificates";
import { retentionCutoff } from "~/shared/play-log/retention";
import type { CertificateSummary } from "~/shared/certificates/schema";
import { Alert } from "~/web/components/ui/alert";
import { buttonClasses } from "~/web/components/ui/button-link";
import { publicConfig } from "~/web/lib/public-config";
import { issuedCertificatePdfPath, myCertificatesQueryOptions } from "./api";
import { CertificateStatusBadge } from "./certificate-status-badge";

const copy = certificatesCopy.downloads;

/** The server refuses a revoked one, and one whose period ended before the retention. */
function whyNotDownloadable(certificate: CertificateSummary, now: Date): string | null {
  if (certificate.status === "revoked") return copy.revokedNote;
  const cutoff = retentionCutoff(now, publicConfig.proofRetentionYears);
  return new Date(certificate.validUntil) <= cutoff ? copy.notKept : null;
}

function IssuedCertificate({ certificate }: { certificate: CertificateSummary }) {
  const day = (moment: string) => certificateDate(moment, certificate.timeZone);
  const refused = whyNotDownloadable(certificate, new Date());
  return (
    <li
      data-testid="issued-certificate"
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold wrap-break-word text-slate-900">{certificate.tradingName}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>{certificate.number}</span>
          <CertificateStatusBadge status={certificate.status} />
          <span>
            {certificatesCopy.verification.validityRange(
              day(certificate.validFrom),
              day(certificate.validUntil),
            )}
          </span>
        </p>
        {refused && <p className="mt-1 text-sm text-slate-600">{refused}</p>}
      </div>
      {!refused && (
        <a
          href={issuedCertificatePdfPath(certificate.id)}
          download
          aria-label={copy.downloadIssuedFor(certificate.number, certificate.tradingName)}
          className={`${buttonClasses({ variant: "secondary" })} self-start sm:self-auto`}
        >
          <Download className="size-4" aria-hidden />
          {copy.downloadIssued}
        </a>
      )}
    </li>
  );
}

/**
 * "Certificados emitidos": the certificates of past periods (and revoked ones), each to
 * download again while it is kept. With access the current ones are listed above, by
 * establishment; without it none is current (the licence lasts while the holder
 * subscribes), so all of them are here.
 */
export function IssuedCertificates() {
  const certificates = useQuery(myCertificatesQueryOptions());
  if (certificates.isError) return <Alert tone="error">{copy.issuedLoadError}</Alert>;
  const past = (certificates.data ?? []).filter((certificate) => certificate.status !== "valid");
  if (past.length === 0) return null;
  return (
    <div className="mt-4">
      <h3 className="font-semibold text-slate-900">{copy.issued}</h3>
      <ul className="divide-y divide-slate-100">
        {past.map((certificate) => (
          <IssuedCertificate key={certificate.id} certificate={certificate} />
        ))}
      </ul>
    </div>
  );
}
