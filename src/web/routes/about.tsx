import { aboutCopy } from "~/shared/copy/marketing";
import { AboutPage } from "~/web/features/marketing/about-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(aboutCopy.title, aboutCopy.description);

export default AboutPage;
