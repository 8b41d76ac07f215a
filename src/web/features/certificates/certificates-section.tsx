import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "react-router";
import { certificatesCopy } from "~/shared/copy/certificates";
import { paths } from "~/shared/paths";
import type { CertificateSummary } from "~/shared/certificates/schema";
import { Alert } from "~/web/components/ui/alert";
import { publicConfig } from "~/web/lib/public-config";
import { meQueryOptions } from "~/web/lib/session";
import {
  certificateDownloadPath,
  establishmentsQueryOptions,
  myCertificatesQueryOptions,
} from "./api";
import { CertificatePeriod, CertificateRow } from "./certificate-row";
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
      <SentenceWithLink
        className="text-sm text-slate-600"
        text={copy.none}
        to={paths.dashboard.establishments}
        link={copy.addEstablishment}
      />
    );
  return (
    <ul className="divide-y divide-slate-100">
      {establishments.data.map((establishment) => {
        const current = currentOf(certificates.data ?? [], establishment.id);
        return (
          <CertificateRow
            key={establishment.id}
            testId="certificate-download"
            tradingName={establishment.tradingName}
            details={
              <>
                <p className="text-sm text-slate-600">{establishment.city}</p>
                {current && <CertificatePeriod certificate={current} />}
              </>
            }
            download={{
              href: certificateDownloadPath(establishment.id),
              label: copy.downloadFor(establishment.tradingName),
              text: copy.download,
              onClick: refreshSoon,
            }}
          />
        );
      })}
    </ul>
  );
}

/** A sentence of the section that ends in a link to the page it speaks of. */
function SentenceWithLink(props: { className: string; text: string; to: string; link: string }) {
  return (
    <p className={props.className}>
      {props.text}{" "}
      <Link to={props.to} className="font-semibold text-brand-700 underline">
        {props.link}
      </Link>
    </p>
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
        <SentenceWithLink
          className="mt-1 text-sm text-slate-600"
          text={copy.lead}
          to={paths.dashboard.inspectionGuide}
          link={copy.guide}
        />
      ) : (
        <SentenceWithLink
          className="mt-1 text-sm text-slate-600"
          text={copy.keptLead(publicConfig.proofRetentionYears)}
          to={paths.dashboard.history}
          link={copy.historyLink}
        />
      )}
      {/* Proof of a past period for a court or an inspector, with or without access. */}
      <SentenceWithLink
        className="mt-2 text-sm text-slate-600"
        text={copy.files}
        to={paths.dashboard.inspectionFiles}
        link={copy.filesLink}
      />
      {hasAccess && (
        <div className="mt-2">
          <Downloads />
        </div>
      )}
      <IssuedCertificates />
    </CardSection>
  );
}
