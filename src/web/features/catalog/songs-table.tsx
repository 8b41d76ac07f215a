import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDuration } from "~/shared/catalog/format-duration";
import { catalogCopy } from "~/shared/copy/catalog";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { Pager } from "~/web/components/ui/pager";
import { SearchBox } from "~/web/components/ui/search-box";
import { useDebouncedValue } from "~/web/lib/use-debounced-value";
import {
  addToPlaylist,
  deleteSong,
  removeFromPlaylist,
  songsQueryOptions,
  type SongPage,
} from "./api";
import { catalogErrorMessage } from "./catalog-errors";

const copy = catalogCopy.songs;
type Song = SongPage["items"][number];
type Run = (song: Song, action: () => Promise<unknown>, errorText: string) => Promise<void>;

// Below xl a song is a card — the title across, artist, genre and duration under it,
// the action at the right — so a phone never scrolls sideways (issue 10) and the
// narrow room beside the menu at lg is not split five ways. From xl on it is a row of
// a fixed-layout table: the columns keep their share of the width, and long titles
// without spaces (file names) break instead of widening the table.
const row =
  "grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 border-t border-slate-100 px-4 py-3 xl:table-row xl:p-0";
const cell = "wrap-anywhere xl:table-cell xl:px-4 xl:py-3";
const detail = `${cell} col-start-1 text-xs text-slate-500 xl:text-sm xl:text-slate-700`;
const columns = [
  { label: copy.columns.title, width: "" },
  { label: copy.columns.artist, width: "w-[16%]" },
  { label: copy.columns.genre, width: "w-[18%]" },
  { label: copy.columns.duration, width: "w-28" },
  { label: copy.columns.actions, width: "w-40" },
];

export function SongsTable(props: {
  list: { id: string; name: string } | null;
  onResult: (error: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const debounced = useDebouncedValue(search.trim());
  const { data } = useQuery(
    songsQueryOptions({ search: debounced, page, markPlaylistId: props.list?.id }),
  );
  const [doomed, setDoomed] = useState<Song | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  const run: Run = async (song, action, errorText) => {
    setBusyId(song.id);
    try {
      await action();
      props.onResult(null);
      await queryClient.invalidateQueries({ queryKey: ["catalog"] });
    } catch (error) {
      props.onResult(catalogErrorMessage(error, errorText));
    } finally {
      setBusyId(null);
    }
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const heading = props.list ? copy.headingInList(props.list.name) : copy.heading;
  return (
    <section aria-label={heading} className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-col gap-3 p-6 sm:flex-row sm:items-center sm:justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
        <SearchBox
          label={copy.searchLabel}
          placeholder={copy.search}
          value={search}
          className="sm:max-w-xs"
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
      </div>
      <table className="block w-full text-left text-sm text-slate-700 xl:table xl:table-fixed">
        <thead className="sr-only bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase xl:not-sr-only">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={`px-4 py-3 whitespace-nowrap ${column.width}`}
              >
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block xl:table-row-group">
          {data?.items.map((song) => (
            <tr key={song.id} data-testid="song-row" className={row}>
              <td className={`${cell} col-span-2 mb-1 font-medium text-slate-900 xl:mb-0`}>
                {song.title}
              </td>
              <td className={detail}>{song.artist}</td>
              <td className={detail}>{song.genreName}</td>
              <td className={`${detail} tabular-nums`}>{formatDuration(song.durationSeconds)}</td>
              <td className={`${cell} col-start-2 row-span-3 row-start-2`}>
                <SongAction
                  song={song}
                  list={props.list}
                  busy={busyId === song.id}
                  onRun={run}
                  onDelete={setDoomed}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data?.items.length === 0 && (
        <p className="px-4 py-10 text-center text-slate-500">{copy.empty}</p>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-100 px-6 py-3 text-sm text-slate-600">
        <span>{data ? copy.count(data.total) : ""}</span>
        <Pager page={page} pages={pages} onPage={setPage} labels={copy} />
      </div>
      <ConfirmDialog
        open={doomed !== null}
        title={doomed ? copy.confirmDelete(doomed.title) : ""}
        confirmLabel={catalogCopy.genres.confirm}
        cancelLabel={catalogCopy.genres.cancel}
        onConfirm={() => {
          const song = doomed;
          setDoomed(null);
          if (song) void run(song, () => deleteSong(song.id), catalogCopy.errors.deleteSong);
        }}
        onCancel={() => setDoomed(null)}
      >
        {null}
      </ConfirmDialog>
    </section>
  );
}

/** Delete the song, or — with a list selected — add it to or remove it from the list. */
function SongAction(props: {
  song: Song;
  list: { id: string } | null;
  busy: boolean;
  onRun: Run;
  onDelete: (song: Song) => void;
}) {
  const { song, list, busy } = props;
  if (!list) {
    return (
      <Button variant="secondary" size="sm" disabled={busy} onClick={() => props.onDelete(song)}>
        {copy.delete}
      </Button>
    );
  }
  if (song.inPlaylist) {
    return (
      <Button
        variant="secondary"
        size="sm"
        disabled={busy}
        onClick={() =>
          props.onRun(
            song,
            () => removeFromPlaylist(list.id, song.id),
            catalogCopy.errors.removeFromList,
          )
        }
      >
        {copy.removeFromList}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      disabled={busy}
      onClick={() =>
        props.onRun(song, () => addToPlaylist(list.id, song.id), catalogCopy.errors.addToList)
      }
    >
      {copy.addToList}
    </Button>
  );
}
