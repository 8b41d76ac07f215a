import { pricingCopy } from "~/shared/copy/marketing";
import { PricingPage } from "~/web/features/marketing/pricing-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(pricingCopy.title, pricingCopy.description);

export default PricingPage;
