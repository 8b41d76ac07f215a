import { contactCopy } from "~/shared/copy/site";
import { ContactPage } from "~/web/features/site/contact-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(contactCopy.title, contactCopy.description);

export default ContactPage;
