import { useQuery } from "@tanstack/react-query";
import { certificateDate } from "~/shared/certificates/certificate-date";
import { certificatesCopy } from "~/shared/copy/certificates";
import { Fact, ProofCard, ProofFrame, ProofLoadState } from "~/web/components/proof-page";
import { PlayLogAlteredNotice } from "~/web/components/play-log-altered-notice";
import { publicConfig } from "~/web/lib/public-config";
import { verificationQueryOptions } from "./api";
import { CertificateStatusBadge } from "./certificate-status-badge";
import { WhatPlayedForm } from "./what-played-form";

const copy = certificatesCopy.verification;

/**
 * /verificar/:code, what the certificate's QR code opens: no login, the certificate's
 * status first, then what it covers, then "¿Qué sonaba?". No street address, no tax ids
 * of the customer: the page is public, so it shows only what the proof needs.
 */
export function VerificationPage({ code }: { code: string }) {
  const query = useQuery(verificationQueryOptions(code));

  if (query.isPending || query.isError)
    return (
      <ProofLoadState
        query={query}
        texts={{ ...copy, tooManyRequests: certificatesCopy.errors.tooManyRequests }}
      />
    );

  const certificate = query.data;
  const day = (moment: string) => certificateDate(moment, certificate.timeZone);
  return (
    <ProofFrame>
      <ProofCard headingId="certificate-heading" title={copy.heading}>
        <div className="mt-6">
          <CertificateStatusBadge status={certificate.status} large />
          <p className="mt-3 text-slate-700">
            {copy.statusHelp[certificate.status]}
            {certificate.revokedAt && ` ${copy.revokedOn} ${day(certificate.revokedAt)}.`}
          </p>
          {certificate.archivedAt && (
            <p data-testid="certificate-archived" className="mt-1 font-medium text-slate-900">
              {copy.archivedOn(day(certificate.archivedAt))}
            </p>
          )}
          <PlayLogAlteredNotice playLog={certificate.playLog} />
        </div>
        <dl className="mt-8 grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <Fact label={copy.establishment}>
            <span data-testid="certificate-establishment">{certificate.tradingName}</span>
          </Fact>
          <Fact label={copy.city}>{certificate.city}</Fact>
          <Fact label={copy.validity}>
            {copy.validityRange(day(certificate.validFrom), day(certificate.validUntil))}
          </Fact>
          <Fact label={copy.provider}>
            {copy.providerLine(certificate.provider.legalName, certificate.provider.taxId)}
          </Fact>
          <Fact label={copy.number}>{certificate.number}</Fact>
          <Fact label={copy.issuedOn}>{day(certificate.issuedAt)}</Fact>
        </dl>
        <p className="mt-8 border-t border-slate-100 pt-5 text-sm text-slate-600">
          {copy.scope(publicConfig.brandName)}
        </p>
      </ProofCard>
      {certificate.status !== "revoked" && certificate.playLog !== "altered" && (
        <WhatPlayedForm certificate={certificate} />
      )}
    </ProofFrame>
  );
}
