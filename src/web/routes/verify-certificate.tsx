import { certificatesCopy } from "~/shared/copy/certificates";
import { VerificationPage } from "~/web/features/certificates/verification-page";
import { pageMeta } from "~/web/lib/page-meta";
import type { Route } from "./+types/verify-certificate";

const copy = certificatesCopy.verification;

// A certificate names a business: its page stays out of search engines (the server also
// sends X-Robots-Tag).
export const meta = () => [
  ...pageMeta(copy.title, copy.description),
  { name: "robots", content: "noindex" },
];

export default function VerifyCertificateRoute({ params }: Route.ComponentProps) {
  return <VerificationPage code={params.code} />;
}
