import { privacyPolicy } from "~/shared/copy/legal";
import { LegalPage } from "~/web/features/legal/legal-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(privacyPolicy.title, privacyPolicy.description);

export default function Route() {
  return <LegalPage document={privacyPolicy} />;
}
