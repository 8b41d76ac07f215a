import { Ban, CircleCheck, Clock3, Store } from "lucide-react";
import { certificatesCopy } from "~/shared/copy/certificates";
import type { CertificateStatus } from "~/shared/certificates/schema";

const looks = {
  valid: { icon: CircleCheck, classes: "bg-emerald-50 text-emerald-800 ring-emerald-200" },
  expired: { icon: Clock3, classes: "bg-amber-50 text-amber-900 ring-amber-200" },
  revoked: { icon: Ban, classes: "bg-red-50 text-red-800 ring-red-200" },
  archived: { icon: Store, classes: "bg-slate-100 text-slate-800 ring-slate-300" },
} as const satisfies Record<CertificateStatus, unknown>;

/**
 * A certificate's status in words and colour ("Válido", "Caducado", "Revocado", "Dado de
 * baja"); `large` for
 * the verification page, where it is the first thing an inspector reads.
 */
export function CertificateStatusBadge({
  status,
  large = false,
}: {
  status: CertificateStatus;
  large?: boolean;
}) {
  const { icon: Icon, classes } = looks[status];
  return (
    <span
      data-testid="certificate-status"
      className={`inline-flex items-center rounded-full font-semibold ring-1 ${classes} ${
        large ? "gap-2.5 px-5 py-2.5 text-2xl" : "gap-1.5 px-2.5 py-0.5 text-xs"
      }`}
    >
      <Icon className={large ? "size-7" : "size-3.5"} aria-hidden />
      {certificatesCopy.statusLabels[status]}
    </span>
  );
}
