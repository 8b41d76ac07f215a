import { featuresCopy } from "~/shared/copy/marketing";
import { FeaturesPage } from "~/web/features/marketing/features-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(featuresCopy.title, featuresCopy.description);

export default FeaturesPage;
