import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { usersCopy as copy } from "~/shared/copy/users";
import { Alert } from "~/web/components/ui/alert";
import { Pager } from "~/web/components/ui/pager";
import { SearchBox } from "~/web/components/ui/search-box";
import { ApiError } from "~/web/lib/api-client";
import { useDebouncedValue } from "~/web/lib/use-debounced-value";
import { setComplimentary, setRole, updateUser, usersQueryOptions } from "./api";
import { UserRow } from "./user-row";

/** /dashboard/users: every user, searched and paginated by the server. */
export function UsersPage({ currentUserId }: { currentUserId: string }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const deferredSearch = useDebouncedValue(search.trim());
  const { data, isError } = useQuery(usersQueryOptions({ search: deferredSearch, page }));
  const [editingId, setEditingId] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function run(
    id: string,
    action: () => Promise<unknown>,
    errorText: string,
    done?: () => void,
  ) {
    setBusyId(id);
    setNotice(null);
    try {
      await action();
      done?.();
      setNotice({ tone: "success", text: copy.saved });
      await queryClient.invalidateQueries({ queryKey: ["users"] });
      await queryClient.invalidateQueries({ queryKey: ["me"] });
    } catch (error) {
      const ownRole = error instanceof ApiError && error.status === 409;
      setNotice({ tone: "error", text: ownRole ? copy.ownRole : errorText });
    } finally {
      setBusyId(null);
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <SearchBox
          label={copy.searchLabel}
          placeholder={copy.search}
          value={search}
          className="sm:max-w-md"
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {data && <p className="text-sm text-slate-600">{copy.count(data.total)}</p>}
      </div>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      {isError && <Alert tone="error">{copy.errors.load}</Alert>}
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {/* Cards below xl, a table from xl on: see UserRow. */}
        <table className="block w-full text-left text-sm text-slate-700 xl:table">
          <thead className="sr-only bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase xl:not-sr-only">
            <tr>
              {Object.values(copy.columns).map((column) => (
                <th key={column} scope="col" className="p-3 whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block xl:table-row-group">
            {data?.items.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                isSelf={user.id === currentUserId}
                editing={editingId === user.id}
                busy={busyId === user.id}
                onEdit={() => setEditingId(user.id)}
                onCancel={() => setEditingId(null)}
                onSave={(values) =>
                  run(
                    user.id,
                    () =>
                      updateUser(user.id, {
                        ...values,
                        phone: values.phone ?? "",
                        company: values.company ?? "",
                      }),
                    copy.errors.save,
                    () => setEditingId(null),
                  )
                }
                onToggleRole={() =>
                  run(
                    user.id,
                    () => setRole(user.id, user.role === "admin" ? "user" : "admin"),
                    copy.errors.role,
                  )
                }
                onToggleAccess={() =>
                  run(
                    user.id,
                    () => setComplimentary(user.id, !user.access.complimentary),
                    copy.errors.access,
                  )
                }
              />
            ))}
          </tbody>
        </table>
        {data?.items.length === 0 && (
          <p className="px-4 py-10 text-center text-slate-500">{copy.empty}</p>
        )}
      </div>
      <div className="flex justify-center">
        <Pager page={page} pages={pages} onPage={setPage} labels={copy} />
      </div>
    </div>
  );
}
