import { Download } from "lucide-react";
import type { ReactNode } from "react";
import { certificateDate } from "~/shared/certificates/certificate-date";
import type { CertificateSummary } from "~/shared/certificates/schema";
import { certificatesCopy } from "~/shared/copy/certificates";
import { buttonClasses } from "~/web/components/ui/button-link";
import { CertificateStatusBadge } from "./certificate-status-badge";

/** A certificate's number, status and period of validity, in the zone it was issued with. */
export function CertificatePeriod({ certificate }: { certificate: CertificateSummary }) {
  const day = (moment: string) => certificateDate(moment, certificate.timeZone);
  return (
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
  );
}

/**
 * One row of the subscription page's certificates: the establishment and what is known of
 * its certificate, then the PDF's download link when there is one to offer.
 */
export function CertificateRow({
  testId,
  tradingName,
  details,
  download,
}: {
  testId: string;
  tradingName: string;
  details: ReactNode;
  download: { href: string; label: string; text: string; onClick?: () => void } | null;
}) {
  return (
    <li
      data-testid={testId}
      className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0">
        <p className="font-semibold wrap-break-word text-slate-900">{tradingName}</p>
        {details}
      </div>
      {download && (
        <a
          href={download.href}
          download
          aria-label={download.label}
          className={`${buttonClasses({ variant: "secondary" })} self-start sm:self-auto`}
          onClick={download.onClick}
        >
          <Download className="size-4" aria-hidden />
          {download.text}
        </a>
      )}
    </li>
  );
}
