import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { certificateDate } from "~/shared/certificates/certificate-date";
import { certificatesCopy } from "~/shared/copy/certificates";
import type { CertificateStatus } from "~/shared/certificates/schema";
import { Alert } from "~/web/components/ui/alert";
import { Badge, type BadgeTone } from "~/web/components/ui/badge";
import { Button } from "~/web/components/ui/button";
import { useOutcome } from "~/web/components/ui/use-outcome";
import {
  userCertificatesQueryOptions,
  userEstablishmentsQueryOptions,
  type UserCertificate,
} from "./api";
import { RevokeCertificateDialog } from "./revoke-certificate-dialog";

const copy = certificatesCopy.admin;

const tones: Record<CertificateStatus, BadgeTone> = {
  valid: "success",
  expired: "warning",
  revoked: "neutral",
  archived: "neutral",
};

/**
 * A user's establishments and licence certificates on the admin's users screen, each
 * certificate revocable with a reason (decision 011).
 */
export function UserCertificatesPanel(props: { userId: string }) {
  const establishments = useQuery(userEstablishmentsQueryOptions(props.userId));
  const certificates = useQuery(userCertificatesQueryOptions(props.userId));
  const [revoking, setRevoking] = useState<UserCertificate | null>(null);
  const notice = useOutcome();

  if (establishments.isError || certificates.isError)
    return <Alert tone="error">{copy.loadError}</Alert>;
  if (!establishments.data || !certificates.data) return null;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Alert outcome={notice.outcome} className="lg:col-span-2" />
      <ListSection
        heading={copy.establishments}
        empty={establishments.data.length === 0 && copy.noEstablishments}
        listClassName="mt-2 space-y-2"
      >
        {establishments.data.map((establishment) => (
          <li key={establishment.id} className="text-sm">
            <span className="font-medium text-slate-900">{establishment.tradingName}</span>
            <span className="block text-slate-600">
              {establishment.legalName} · {establishment.taxId}
            </span>
            <span className="block text-slate-600">
              {establishment.address}, {establishment.postcode} {establishment.city} (
              {establishment.province})
            </span>
          </li>
        ))}
      </ListSection>
      <ListSection
        heading={copy.certificates}
        empty={certificates.data.length === 0 && copy.noCertificates}
        listClassName="mt-2 space-y-3"
      >
        {certificates.data.map((certificate) => (
          <li
            key={certificate.id}
            data-testid="admin-certificate"
            className="flex flex-wrap items-start justify-between gap-2 text-sm"
          >
            <div className="min-w-0">
              <span className="font-medium text-slate-900">{certificate.number}</span>{" "}
              <Badge tone={tones[certificate.status]}>
                {certificatesCopy.statusLabels[certificate.status]}
              </Badge>
              <span className="block text-slate-600">
                {certificate.tradingName} ·{" "}
                {copy.validity(
                  certificateDate(certificate.validFrom, certificate.timeZone),
                  certificateDate(certificate.validUntil, certificate.timeZone),
                )}
              </span>
              {certificate.archivedAt && (
                <span className="block text-slate-600">
                  {certificatesCopy.verification.archivedOn(
                    certificateDate(certificate.archivedAt, certificate.timeZone),
                  )}
                </span>
              )}
              {certificate.revokedReason && (
                <span className="block text-slate-600">
                  {copy.revokedBecause(certificate.revokedReason)}
                </span>
              )}
            </div>
            {certificate.status !== "revoked" && (
              <Button
                variant="secondary"
                size="sm"
                aria-label={copy.revokeNumber(certificate.number)}
                onClick={() => setRevoking(certificate)}
              >
                {copy.revoke}
              </Button>
            )}
          </li>
        ))}
      </ListSection>
      <RevokeCertificateDialog
        certificate={revoking}
        userId={props.userId}
        onClose={() => setRevoking(null)}
        onRevoked={() => notice.succeed(copy.revoked)}
      />
    </div>
  );
}

/** One column of the panel: its heading, then its list or, with nothing in it, why not. */
function ListSection(props: {
  heading: string;
  /** The words shown instead of the list while it is empty; `false` when it is not. */
  empty: string | false;
  listClassName: string;
  children: ReactNode;
}) {
  return (
    <section>
      <h2 className="text-sm font-semibold text-slate-900">{props.heading}</h2>
      {props.empty !== false ? (
        <p className="mt-2 text-sm text-slate-500">{props.empty}</p>
      ) : (
        <ul className={props.listClassName}>{props.children}</ul>
      )}
    </section>
  );
}
