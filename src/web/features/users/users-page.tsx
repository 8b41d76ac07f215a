import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { usersCopy as copy } from "~/shared/copy/users";
import { TableFrame } from "~/web/components/table-frame";
import { Alert } from "~/web/components/ui/alert";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { usePagedSearch } from "~/web/lib/use-paged-search";
import { usersQueryOptions } from "./api";
import { InvoiceChainPanel } from "./invoice-chain-panel";
import { UserRow } from "./user-row";

const columns = Object.values(copy.columns).map((label) => ({ label, className: "p-3" }));

/**
 * /dashboard/users: every user, searched and paginated by the server; below them, the
 * check of the invoice chain (decision 035).
 */
export function UsersPage({ currentUserId }: { currentUserId: string }) {
  const paged = usePagedSearch();
  const { data, isError } = useQuery(usersQueryOptions(paged.query));
  const [editingId, setEditingId] = useState<string | null>(null);
  const { outcome, report } = useOutcome();

  return (
    <div className="space-y-4">
      <Alert outcome={outcome} />
      {isError && <Alert tone="error">{copy.errors.load}</Alert>}
      {/* Cards below xl, a table from xl on: see UserRow. */}
      <TableFrame texts={copy} paged={paged} result={data} columns={columns}>
        {data?.items.map((user) => (
          <UserRow
            key={user.id}
            user={user}
            isSelf={user.id === currentUserId}
            editing={editingId === user.id}
            onEdit={() => setEditingId(user.id)}
            onClose={() => setEditingId(null)}
            report={report}
          />
        ))}
      </TableFrame>
      <InvoiceChainPanel />
    </div>
  );
}
