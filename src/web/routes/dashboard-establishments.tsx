import { establishmentsCopy } from "~/shared/copy/establishments";
import { PageHeader } from "~/web/features/dashboard/page-header";
import { EstablishmentsPage } from "~/web/features/establishments/establishments-page";
import { pageMeta } from "~/web/lib/page-meta";

export const meta = () => pageMeta(establishmentsCopy.title, establishmentsCopy.description);

export default function EstablishmentsRoute() {
  return (
    <>
      <PageHeader title={establishmentsCopy.title} lead={establishmentsCopy.lead} back />
      <EstablishmentsPage />
    </>
  );
}
