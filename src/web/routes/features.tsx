import { featuresCopy } from "~/shared/copy/site";
import { FeaturesPage } from "~/web/features/site/features-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(featuresCopy.title, featuresCopy.description);

export default FeaturesPage;
