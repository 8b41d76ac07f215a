import { homeCopy } from "~/shared/copy/marketing";
import { HomePage } from "~/web/features/marketing/home-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(homeCopy.title, homeCopy.description);

export default HomePage;
