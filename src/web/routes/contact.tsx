import { contactCopy } from "~/shared/copy/marketing";
import { ContactPage } from "~/web/features/marketing/contact-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(contactCopy.title, contactCopy.description);

export default ContactPage;
