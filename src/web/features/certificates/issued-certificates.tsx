import { useQuery } from "@tanstack/react-query";
import { certificatesCopy } from "~/shared/copy/certificates";
import { retentionCutoff } from "~/shared/play-log/retention";
import type { CertificateSummary } from "~/shared/certificates/schema";
import { Alert } from "~/web/components/ui/alert";
import { publicConfig } from "~/web/lib/public-config";
import { issuedCertificatePdfPath, myCertificatesQueryOptions } from "./api";
import { CertificatePeriod, CertificateRow } from "./certificate-row";

const copy = certificatesCopy.downloads;

/** The server refuses a revoked one, and one whose period ended before the retention. */
function whyNotDownloadable(certificate: CertificateSummary, now: Date): string | null {
  if (certificate.status === "revoked") return copy.revokedNote;
  const cutoff = retentionCutoff(now, publicConfig.proofRetentionYears);
  return new Date(certificate.validUntil) <= cutoff ? copy.notKept : null;
}

function IssuedCertificate({ certificate }: { certificate: CertificateSummary }) {
  const refused = whyNotDownloadable(certificate, new Date());
  return (
    <CertificateRow
      testId="issued-certificate"
      tradingName={certificate.tradingName}
      details={
        <>
          <CertificatePeriod certificate={certificate} />
          {refused && <p className="mt-1 text-sm text-slate-600">{refused}</p>}
        </>
      }
      download={
        refused
          ? null
          : {
              href: issuedCertificatePdfPath(certificate.id),
              label: copy.downloadIssuedFor(certificate.number, certificate.tradingName),
              text: copy.downloadIssued,
            }
      }
    />
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
