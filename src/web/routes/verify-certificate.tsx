import { certificatesCopy } from "~/shared/copy/certificates";
import { inspectionFilesCopy } from "~/shared/copy/inspection-files";
import { isInspectionFileCode } from "~/shared/inspection-files/schema";
import { VerificationPage } from "~/web/features/certificates/verification-page";
import { InspectionFileCheckPage } from "~/web/features/inspection-files/check-page";
import { pageMeta } from "~/web/lib/page-meta";
import type { Route } from "./+types/verify-certificate";

// A certificate or a file names a business: its page stays out of search engines (the
// server also sends X-Robots-Tag).
export const meta = ({ params }: Route.MetaArgs) => {
  const copy = isInspectionFileCode(params.code)
    ? inspectionFilesCopy.verification
    : certificatesCopy.verification;
  return [...pageMeta(copy.title, copy.description), { name: "robots", content: "noindex" }];
};

/**
 * What a QR code of ours opens: a licence certificate's page, or an inspection file's
 * (decision 040), told apart by the code ("EXP…" is a file's).
 */
export default function VerifyCertificateRoute({ params }: Route.ComponentProps) {
  return isInspectionFileCode(params.code) ? (
    <InspectionFileCheckPage code={params.code} />
  ) : (
    <VerificationPage code={params.code} />
  );
}
