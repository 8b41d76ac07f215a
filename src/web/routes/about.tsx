import { aboutCopy } from "~/shared/copy/site";
import { AboutPage } from "~/web/features/site/about-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(aboutCopy.title, aboutCopy.description);

export default AboutPage;
