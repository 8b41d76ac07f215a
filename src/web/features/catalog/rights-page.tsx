import { Alert } from "~/web/components/ui/alert";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { ContractForm } from "./contract-form";
import { ContractsTable } from "./contracts-table";
import { RightsTransferPanel } from "./rights-transfer-panel";

/** /dashboard/music?vista=derechos: the licences the catalogue is acquired under, and its rights as CSV. */
export function RightsPage() {
  const { outcome, show } = useOutcome();
  return (
    <div className="space-y-6">
      <Alert outcome={outcome} />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <ContractForm onOutcome={show} />
        <RightsTransferPanel onOutcome={show} />
      </div>
      <ContractsTable onOutcome={show} />
    </div>
  );
}
