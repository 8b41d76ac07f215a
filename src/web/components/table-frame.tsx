import type { ReactNode } from "react";
import { pageCount, type PagedSearch } from "~/web/lib/use-paged-search";
import { Pager } from "./ui/pager";
import { SearchBox } from "./ui/search-box";

/** A column's header: its name, and its width and padding on the desktop table. */
export interface TableColumn {
  label: string;
  className: string;
  /** Named for screen readers only: a narrow column of checkboxes. */
  hiddenLabel?: boolean;
}

/** The words of a searched, paged table; a feature's copy object fits as it is. */
export interface TableFrameTexts {
  search: string;
  searchLabel: string;
  count: (total: number) => string;
  empty: string;
  previous: string;
  next: string;
  page: (page: number, pages: number) => string;
}

/** The column's name above a value on a row's card (below xl); the header says it in the table. */
export function CardLabel({ children }: { children: string }) {
  return (
    <span aria-hidden className="mb-1 block text-xs font-medium text-slate-500 xl:hidden">
      {children}
    </span>
  );
}

/**
 * The frame of the admin's tables (songs, users): a card with the search box (beside a
 * heading when there is one), a toolbar if any, the header row from the column names, the
 * rows, what shows when nothing matches, and the count and pager under them.
 *
 * Below xl the header row is for screen readers only and each row lays itself out as a
 * card, so a phone never scrolls sideways; from xl on it is a table.
 */
export function TableFrame(props: {
  /** A visible heading, which also names the card for screen readers. */
  heading?: string;
  texts: TableFrameTexts;
  paged: PagedSearch;
  result: { total: number; pageSize: number; items: readonly unknown[] } | undefined;
  columns: readonly TableColumn[];
  /** Fixed layout: the columns keep their share however long a value is. */
  fixed?: boolean;
  /** Between the search and the rows: what acts on several rows at once. */
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  const { texts, paged, result } = props;
  return (
    <section
      aria-label={props.heading}
      className="min-w-0 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
        {props.heading && <h2 className="text-lg font-semibold text-slate-900">{props.heading}</h2>}
        <SearchBox
          label={texts.searchLabel}
          placeholder={texts.search}
          value={paged.search}
          className={props.heading ? "sm:max-w-xs" : "sm:max-w-md"}
          onChange={paged.setSearch}
        />
      </div>
      {props.toolbar}
      <div className="overflow-x-auto">
        <table
          className={`block w-full text-left text-sm text-slate-700 xl:table ${props.fixed ? "xl:table-fixed" : ""}`}
        >
          <thead className="sr-only bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase xl:not-sr-only">
            <tr>
              {props.columns.map((column) => (
                <th
                  key={column.label}
                  scope="col"
                  className={`whitespace-nowrap ${column.className}`}
                >
                  {column.hiddenLabel ? (
                    <span className="sr-only">{column.label}</span>
                  ) : (
                    column.label
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block xl:table-row-group">{props.children}</tbody>
        </table>
      </div>
      {result?.items.length === 0 && (
        <p className="px-4 py-10 text-center text-slate-500">{texts.empty}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-6 py-3 text-sm text-slate-600">
        <span>{result ? texts.count(result.total) : ""}</span>
        <Pager page={paged.page} pages={pageCount(result)} onPage={paged.setPage} labels={texts} />
      </div>
    </section>
  );
}
