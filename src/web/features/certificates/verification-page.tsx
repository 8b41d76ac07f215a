import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { certificateDate } from "~/shared/certificates/certificate-date";
import { certificatesCopy } from "~/shared/copy/certificates";
import { Alert } from "~/web/components/ui/alert";
import { BrandLogo } from "~/web/components/ui/brand-logo";
import { hasCode } from "~/web/lib/error-message";
import { publicConfig } from "~/web/lib/public-config";
import { verificationQueryOptions } from "./api";
import { CertificateStatusBadge } from "./certificate-status-badge";
import { PlayLogAlteredNotice } from "./play-log-altered-notice";
import { WhatPlayedForm } from "./what-played-form";

const copy = certificatesCopy.verification;

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-base wrap-break-word text-slate-900">{children}</dd>
    </div>
  );
}

function Frame({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-white">
      <header className="mx-auto w-full max-w-3xl px-5 pt-8 sm:px-8">
        <BrandLogo />
      </header>
      <main id="main" className="mx-auto w-full max-w-3xl space-y-6 px-5 py-8 sm:px-8">
        {children}
      </main>
    </div>
  );
}

/**
 * /verificar/:code, what the certificate's QR code opens: no login, the certificate's
 * status first, then what it covers, then "¿Qué sonaba?". No street address, no tax ids
 * of the customer: the page is public, so it shows only what the proof needs.
 */
export function VerificationPage({ code }: { code: string }) {
  const query = useQuery(verificationQueryOptions(code));

  if (query.isPending)
    return (
      <Frame>
        <p role="status" className="text-slate-600">
          {copy.loading}
        </p>
      </Frame>
    );

  if (query.isError)
    return (
      <Frame>
        {hasCode(query.error, "NOT_FOUND") ? (
          <section className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
            <h1 className="text-2xl font-bold text-slate-900">{copy.notFoundTitle}</h1>
            <p className="mt-2 text-slate-600">{copy.notFound}</p>
          </section>
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">{copy.heading}</h1>
            <Alert tone="error">
              {hasCode(query.error, "RATE_LIMITED")
                ? certificatesCopy.errors.tooManyRequests
                : copy.loadError}{" "}
              <button
                type="button"
                className="font-semibold underline"
                onClick={() => void query.refetch()}
              >
                {copy.retry}
              </button>
            </Alert>
          </>
        )}
      </Frame>
    );

  const certificate = query.data;
  const day = (moment: string) => certificateDate(moment, certificate.timeZone);
  return (
    <Frame>
      <section
        aria-labelledby="certificate-heading"
        className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
      >
        <h1
          id="certificate-heading"
          className="text-2xl font-bold tracking-tight text-balance text-slate-900 sm:text-3xl"
        >
          {copy.heading}
        </h1>
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
      </section>
      {certificate.status !== "revoked" && certificate.playLog !== "altered" && (
        <WhatPlayedForm certificate={certificate} />
      )}
    </Frame>
  );
}
