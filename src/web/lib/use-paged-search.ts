import { useState } from "react";
import { useDebouncedSearch } from "./use-debounced-value";

/**
 * A search box over pages the server cuts: what is typed, the page shown, and the query
 * to send — the text trimmed and debounced; a new text starts again at page 1.
 */
export function usePagedSearch() {
  const [search, setSearchText] = useState("");
  const [page, setPage] = useState(1);
  const debounced = useDebouncedSearch(search);
  return {
    search,
    setSearch(value: string) {
      setSearchText(value);
      setPage(1);
    },
    page,
    setPage,
    query: { search: debounced, page },
  };
}

export type PagedSearch = ReturnType<typeof usePagedSearch>;

/** How many pages a result of `total` items cut in `pageSize` fills: at least one. */
export const pageCount = (result: { total: number; pageSize: number } | undefined) =>
  result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
