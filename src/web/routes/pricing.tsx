import { pricingCopy } from "~/shared/copy/site";
import { PricingPage } from "~/web/features/site/pricing-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(pricingCopy.title, pricingCopy.description);

export default PricingPage;
