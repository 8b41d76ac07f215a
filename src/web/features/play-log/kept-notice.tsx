import { useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { playLogCopy as copy } from "~/shared/copy/play-log";
import { paths } from "~/shared/paths";
import { publicConfig } from "~/web/lib/public-config";
import { meQueryOptions } from "~/web/lib/session";
import { ownEstablishmentsQueryOptions } from "./api";

/**
 * Above the history of an owner without access: the music has stopped, the proof has
 * not, and for how long it stays (the certificates are on the subscription page). Said
 * only to whom has establishments, hence something to prove.
 */
export function KeptNotice() {
  const { data: me } = useQuery(meQueryOptions());
  const establishments = useQuery(ownEstablishmentsQueryOptions());
  if (!me || me.access.active || !establishments.data?.length) return null;
  return (
    <div className="mb-6 flex gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-slate-700 ring-1 ring-brand-200">
      <ShieldCheck className="mt-0.5 size-5 flex-none text-brand-700" aria-hidden />
      <p>
        {copy.keptNotice(publicConfig.proofRetentionYears)}{" "}
        <Link
          to={`${paths.dashboard.subscription}#certificates-heading`}
          className="font-semibold text-brand-700 underline"
        >
          {copy.certificatesLink}
        </Link>
      </p>
    </div>
  );
}
