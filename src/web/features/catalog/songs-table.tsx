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

  async function run(song: Song, action: () => Promise<unknown>, errorText: string) {
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
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const heading = props.list ? copy.headingInList(props.list.name) : copy.heading;
  const listId = props.list?.id ?? "";
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
      <div className="overflow-x-auto">
        <table className="min-w-full text-left text-sm text-slate-700">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              {Object.values(copy.columns).map((column) => (
                <th key={column} scope="col" className="px-4 py-3 whitespace-nowrap">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data?.items.map((song) => (
              <tr key={song.id} data-testid="song-row" className="border-t border-slate-100">
                <td className="px-4 py-3 font-medium text-slate-900">{song.title}</td>
                <td className="px-4 py-3">{song.artist}</td>
                <td className="px-4 py-3">{song.genreName}</td>
                <td className="px-4 py-3 tabular-nums">{formatDuration(song.durationSeconds)}</td>
                <td className="px-4 py-3">
                  {props.list ? (
                    song.inPlaylist ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busyId === song.id}
                        onClick={() =>
                          run(
                            song,
                            () => removeFromPlaylist(listId, song.id),
                            catalogCopy.errors.removeFromList,
                          )
                        }
                      >
                        {copy.removeFromList}
                      </Button>
                    ) : (
                      <Button
                        size="sm"
                        disabled={busyId === song.id}
                        onClick={() =>
                          run(
                            song,
                            () => addToPlaylist(listId, song.id),
                            catalogCopy.errors.addToList,
                          )
                        }
                      >
                        {copy.addToList}
                      </Button>
                    )
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      disabled={busyId === song.id}
                      onClick={() => setDoomed(song)}
                    >
                      {copy.delete}
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {data?.items.length === 0 && (
          <p className="px-4 py-10 text-center text-slate-500">{copy.empty}</p>
        )}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-6 py-3 text-sm text-slate-600">
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
