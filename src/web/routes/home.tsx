import { homeCopy } from "~/shared/copy/site";
import { HomePage } from "~/web/features/site/home-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(homeCopy.title, homeCopy.description);

export default HomePage;
