import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { Link } from "react-router";
import { certificateDate } from "~/shared/certificates/certificate-date";
import { certificatesCopy } from "~/shared/copy/certificates";
import { paths } from "~/shared/paths";
import type { CertificateSummary } from "~/shared/certificates/schema";
import { Alert } from "~/web/components/ui/alert";
import { buttonClasses } from "~/web/components/ui/button-link";
import { publicConfig } from "~/web/lib/public-config";
import { meQueryOptions } from "~/web/lib/session";
import {
  certificateDownloadPath,
  establishmentsQueryOptions,
  myCertificatesQueryOptions,
} from "./api";
import { CertificateStatusBadge } from "./certificate-status-badge";
import { IssuedCertificates } from "./issued-certificates";
import { CardSection } from "~/web/components/ui/card-section";

const copy = certificatesCopy.downloads;

/** The establishment's newest certificate that still counts (revoked ones are replaced). */
const currentOf = (certificates: CertificateSummary[], establishmentId: string) =>
  certificates.find(
    (entry) => entry.establishmentId === establishmentId && entry.status !== "revoked",
  );

function Downloads() {
  const queryClient = useQueryClient();
  const establishments = useQuery(establishmentsQueryOptions());
  const certificates = useQuery(myCertificatesQueryOptions());
  // The PDF downloads through a plain link, so nothing tells us when it has been issued:
  // the list is read again a moment later, to show the new certificate's number.
  const refreshSoon = () =>
    setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: myCertificatesQueryOptions().queryKey }),
      2000,
    );

  if (establishments.isError) return <Alert tone="error">{copy.loadError}</Alert>;
  if (!establishments.data) return null;
  if (establishments.data.length === 0)
    return (
      <p className="text-sm text-slate-600">
        {copy.none}{" "}
        <Link
          to={paths.dashboard.establishments}
          className="font-semibold text-brand-700 underline"
        >
          {copy.addEstablishment}
        </Link>
      </p>
    );
  return (
    <ul className="divide-y divide-slate-100">
      {establishments.data.map((establishment) => {
        const current = currentOf(certificates.data ?? [], establishment.id);
        // The certificate's own zone: the one it was issued with.
        const day = (moment: string) =>
          certificateDate(moment, current?.timeZone ?? establishment.timeZone);
        return (
          <li
            key={establishment.id}
            data-testid="certificate-download"
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between"
          >
            <div className="min-w-0">
              <p className="font-semibold wrap-break-word text-slate-900">
                {establishment.tradingName}
              </p>
              <p className="text-sm text-slate-600">{establishment.city}</p>
              {current && (
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
                  <span>{current.number}</span>
                  <CertificateStatusBadge status={current.status} />
                  <span>
                    {certificatesCopy.verification.validityRange(
                      day(current.validFrom),
                      day(current.validUntil),
                    )}
                  </span>
                </p>
              )}
            </div>
            <a
              href={certificateDownloadPath(establishment.id)}
              download
              aria-label={copy.downloadFor(establishment.tradingName)}
              className={`${buttonClasses({ variant: "secondary" })} self-start sm:self-auto`}
              onClick={refreshSoon}
            >
              <Download className="size-4" aria-hidden />
              {copy.download}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * "Certificados de licencia" on the subscription page: while the account has access through
 * a subscription or complimentary access, each establishment's certificate to download;
 * with or without it, the certificates of past periods (proof outlives the subscription).
 * Without access the section is only for whoever has certificates. Admins need none.
 */
export function CertificatesSection() {
  const { data: me } = useQuery(meQueryOptions());
  const owner = me !== undefined && me.access.state.kind !== "admin";
  const certificates = useQuery({ ...myCertificatesQueryOptions(), enabled: owner });
  if (!me || !owner) return null;
  const hasAccess = me.access.active;
  if (!hasAccess && !certificates.data?.length) return null;
  return (
    <CardSection
      headingId="certificates-heading"
      heading={copy.heading}
      className="mt-6 rounded-2xl p-6"
    >
      {hasAccess ? (
        <p className="mt-1 text-sm text-slate-600">
          {copy.lead}{" "}
          <Link
            to={paths.dashboard.inspectionGuide}
            className="font-semibold text-brand-700 underline"
          >
            {copy.guide}
          </Link>
        </p>
      ) : (
        <p className="mt-1 text-sm text-slate-600">
          {copy.keptLead(publicConfig.proofRetentionYears)}{" "}
          <Link to={paths.dashboard.history} className="font-semibold text-brand-700 underline">
            {copy.historyLink}
          </Link>
        </p>
      )}
      {hasAccess && (
        <div className="mt-2">
          <Downloads />
        </div>
      )}
      <IssuedCertificates />
    </CardSection>
  );
}
