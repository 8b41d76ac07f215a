import { useQuery } from "@tanstack/react-query";
import { FileBadge } from "lucide-react";
import { Link } from "react-router";
import { certificatesCopy } from "~/shared/copy/certificates";
import { paths } from "~/shared/paths";
import { meQueryOptions } from "~/web/lib/session";
import { myCertificatesQueryOptions } from "./api";
import { CertificateStatusBadge } from "./certificate-status-badge";

const copy = certificatesCopy.home;
const line = "flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700";
const link = "font-semibold text-brand-700 underline";

/**
 * The dashboard home's line on the owner's certificate: the newest one that still counts
 * (a revoked one is replaced by the next issued), its status, and its public page — what an
 * inspector reads from its QR. With access and an establishment but none issued yet, the
 * way to get it. Nothing for admins, nor before there is an establishment (the next steps
 * say to add one).
 */
export function CurrentCertificate({ hasEstablishment }: { hasEstablishment: boolean }) {
  const { data: me } = useQuery(meQueryOptions());
  const owner = me !== undefined && me.access.state.kind !== "admin";
  const certificates = useQuery({ ...myCertificatesQueryOptions(), enabled: owner });
  if (!owner || !certificates.data) return null;
  const current =
    certificates.data.find((entry) => entry.status !== "revoked") ?? certificates.data[0];
  // A new period's certificate is issued with access, for a listed establishment.
  const renewable = hasEstablishment && me.access.active;
  if (!current && !renewable) return null;
  return (
    <div className="flex items-start gap-3" data-testid="home-certificate">
      <FileBadge className="mt-0.5 size-5 flex-none text-brand-700" aria-hidden />
      {current ? (
        <p className={line}>
          <span className="wrap-break-word">{copy.current(current.number)}</span>
          <CertificateStatusBadge status={current.status} />
          <Link
            to={paths.verifyCertificate(current.code)}
            aria-label={copy.viewLabel(current.number)}
            className={link}
          >
            {copy.view}
          </Link>
          {renewable && current.status !== "valid" && (
            <Link to={paths.dashboard.subscription} className={link}>
              {copy.get}
            </Link>
          )}
        </p>
      ) : (
        <p className={line}>
          <span>{copy.none}</span>
          <Link to={paths.dashboard.subscription} className={link}>
            {copy.get}
          </Link>
        </p>
      )}
    </div>
  );
}
