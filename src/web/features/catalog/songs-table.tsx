import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { formatDuration } from "~/shared/catalog/format-duration";
import { catalogCopy } from "~/shared/copy/catalog";
import { songRightsCopy } from "~/shared/copy/song-rights";
import type { Outcome } from "~/web/components/ui/alert";
import { TableFrame } from "~/web/components/table-frame";
import { Button } from "~/web/components/ui/button";
import { ConfirmRemoval } from "~/web/components/ui/confirm-removal";
import type { OutcomeReport } from "~/web/components/ui/use-outcome";
import { usePagedSearch } from "~/web/lib/use-paged-search";
import {
  songsQueryOptions,
  useAddToPublicPlaylist,
  useDeleteSong,
  useRemoveFromPublicPlaylist,
  type SongPage,
} from "./api";
import { BulkRightsDialog } from "./bulk-rights-dialog";
import { catalogErrors } from "./catalog-errors";
import { rightsStatusQueryOptions, type RightsStatus } from "./rights-api";
import { rightsStatusText } from "./rights-status-text";
import { SongRightsDialog } from "./song-rights-dialog";
import { SongSelectionBar } from "./song-selection-bar";
import { useSongSelection } from "./use-song-selection";
import { gainText, loudnessText, measuredByText } from "./loudness-text";

const copy = catalogCopy.songs;
const errors = catalogCopy.errors;
type Song = SongPage["items"][number];

// Below xl a song is a card — the title across, artist, genre, duration and loudness under it,
// the action at the right — so a phone never scrolls sideways and the
// narrow room beside the menu at lg is not split five ways. From xl on it is a row of
// a fixed-layout table: the columns keep their share of the width, and long titles
// without spaces (file names) break instead of widening the table.
const cell = "wrap-anywhere xl:table-cell xl:px-4 xl:py-3";
// Where rights can be edited each song has a box at its left: a card's first column, the
// table's first (40 px). The titles keep their room: the actions give up 32 px, as their
// two buttons ("Derechos", "Eliminar") are narrower than a list's "Quitar de la lista".
const layouts = {
  selectable: {
    row: "grid-cols-[auto_minmax(0,1fr)_auto]",
    title: "col-span-2 col-start-2",
    detail: "col-start-2",
    actions: "col-start-3",
    actionsWidth: "w-32",
  },
  plain: {
    row: "grid-cols-[minmax(0,1fr)_auto]",
    title: "col-span-2",
    detail: "col-start-1",
    actions: "col-start-2",
    actionsWidth: "w-40",
  },
};
const selectColumn = {
  label: songRightsCopy.bulk.column,
  className: "w-10 py-3 pl-4",
  hiddenLabel: true,
};
const columnsOf = (layout: (typeof layouts)[keyof typeof layouts]) => [
  { label: copy.columns.title, className: "px-4 py-3" },
  { label: copy.columns.artist, className: "px-4 py-3 w-[16%]" },
  { label: copy.columns.genre, className: "px-4 py-3 w-[18%]" },
  { label: copy.columns.duration, className: "px-4 py-3 w-28" },
  { label: copy.columns.loudness, className: "px-4 py-3 w-52" },
  { label: copy.columns.blockedBy, className: "px-4 py-3 w-28" },
  { label: copy.columns.actions, className: `px-4 py-3 ${layout.actionsWidth}` },
];

export function SongsTable(props: {
  list: { id: string; name: string } | null;
  report: OutcomeReport;
  show: (outcome: Outcome | null) => void;
}) {
  const paged = usePagedSearch();
  const { data } = useQuery(songsQueryOptions({ ...paged.query, markPlaylistId: props.list?.id }));
  const [doomed, setDoomed] = useState<Song | null>(null);
  const [editing, setEditing] = useState<Song | null>(null);
  const deleteSong = useDeleteSong();
  const { data: rights } = useQuery(
    rightsStatusQueryOptions(data?.items.map((song) => song.id) ?? []),
  );
  const statusOf = new Map(rights?.items.map((status) => [status.songId, status]));
  // Rights are the catalogue's: with a public list shown the rows add and remove instead.
  const selectable = !props.list;
  const layout = selectable ? layouts.selectable : layouts.plain;
  const selection = useSongSelection();
  const [bulkEditing, setBulkEditing] = useState(false);
  const row = `grid ${layout.row} items-center gap-x-3 border-t border-slate-100 px-4 py-3 xl:table-row xl:p-0`;
  const detail = `${cell} ${layout.detail} text-xs text-slate-500 xl:text-sm xl:text-slate-700`;

  return (
    <>
      <TableFrame
        heading={props.list ? copy.headingInList(props.list.name) : copy.heading}
        texts={copy}
        paged={paged}
        result={data}
        columns={selectable ? [selectColumn, ...columnsOf(layout)] : columnsOf(layout)}
        fixed
        toolbar={
          selectable && (
            <SongSelectionBar
              selection={selection}
              pageIds={data?.items.map((song) => song.id) ?? []}
              onEdit={() => setBulkEditing(true)}
            />
          )
        }
      >
        {data?.items.map((song) => (
          <tr key={song.id} data-testid="song-row" className={row}>
            {selectable && (
              <td className="col-start-1 row-span-6 row-start-1 self-start xl:table-cell xl:py-3 xl:pl-4">
                <input
                  type="checkbox"
                  aria-label={songRightsCopy.bulk.select(song.title)}
                  className="size-5 cursor-pointer accent-brand-600 xl:align-middle"
                  checked={selection.selected.has(song.id)}
                  onChange={(event) => selection.tick([song.id], event.target.checked)}
                />
              </td>
            )}
            <td className={`${cell} ${layout.title} mb-1 xl:mb-0`}>
              <span className="block font-medium text-slate-900">{song.title}</span>
              {/* Under the title, not in a column of its own: the row has no width to spare. */}
              <span className="mt-0.5 block text-xs" data-testid="song-rights">
                <RightsState status={statusOf.get(song.id)} />
              </span>
            </td>
            <td className={detail}>{song.artist}</td>
            <td className={detail}>{song.genreName}</td>
            <td className={`${detail} tabular-nums`}>{formatDuration(song.durationSeconds)}</td>
            <td className={`${detail} tabular-nums`}>
              <SongSound song={song} />
            </td>
            <td className={`${detail} tabular-nums`} data-testid="song-blocked-by">
              {/* A card has no column heading to say what the number is. */}
              <span className="xl:hidden">{copy.blockedBy(song.blockedBy ?? 0)}</span>
              <span className="hidden xl:inline">{song.blockedBy ?? 0}</span>
            </td>
            <td className={`${cell} ${layout.actions} row-span-5 row-start-2`}>
              {props.list ? (
                <ListMembership song={song} listId={props.list.id} report={props.report} />
              ) : (
                <div className="flex flex-col items-end gap-2 xl:items-start">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={songRightsCopy.editLabel(song.title)}
                    onClick={() => setEditing(song)}
                  >
                    {songRightsCopy.edit}
                  </Button>
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={deleteSong.isPending && deleteSong.variables === song.id}
                    onClick={() => setDoomed(song)}
                  >
                    {copy.delete}
                  </Button>
                </div>
              )}
            </td>
          </tr>
        ))}
      </TableFrame>
      {editing && (
        <SongRightsDialog
          key={editing.id}
          song={editing}
          onClose={(outcome) => {
            setEditing(null);
            if (outcome) props.show(outcome);
          }}
        />
      )}
      {bulkEditing && (
        <BulkRightsDialog
          songIds={[...selection.selected]}
          onClose={(outcome) => {
            setBulkEditing(false);
            if (!outcome) return;
            selection.clear();
            props.show(outcome);
          }}
        />
      )}
      <ConfirmRemoval
        doomed={doomed}
        title={(song) => copy.confirmDelete(song.title)}
        confirmLabel={catalogCopy.genres.confirm}
        cancelLabel={catalogCopy.genres.cancel}
        onConfirm={(song) => {
          // A song deleted leaves the selection: a bulk edit would not find it.
          deleteSong.mutate(
            song.id,
            props.report(null, catalogErrors(errors.deleteSong), () =>
              selection.tick([song.id], false),
            ),
          );
          setDoomed(null);
        }}
        onCancel={() => setDoomed(null)}
      >
        {null}
      </ConfirmRemoval>
    </>
  );
}

/** Published or not, and what a song lacks to be. */
function RightsState({ status }: { status: RightsStatus | undefined }) {
  if (!status) return null;
  const text = rightsStatusText(status);
  return (
    <>
      <span
        className={`font-medium ${text.tone === "ok" ? "text-emerald-700" : "text-amber-800"}`}
        data-testid="song-rights-state"
      >
        {text.label}
      </span>
      {text.missing && <span className="text-slate-600"> · {text.missing}</span>}
    </>
  );
}

/** The loudness measured, the gain the player applies, and who measured it. */
function SongSound({ song }: { song: Song }) {
  const gain = gainText(song);
  const measuredBy = measuredByText(song);
  return (
    <>
      <span className="block" data-testid="song-loudness">
        {loudnessText(song)}
      </span>
      {gain && (
        <span className="block" data-testid="song-gain">
          {gain}
        </span>
      )}
      {song.gainCapped && (
        <span className="block text-xs text-amber-800" data-testid="song-gain-capped">
          {copy.loudness.cappedHint}
        </span>
      )}
      {measuredBy && (
        <span className="block text-xs text-slate-500" data-testid="song-measured-by">
          {measuredBy}
        </span>
      )}
    </>
  );
}

/** With a public list selected: the song goes into the list, or comes out of it. */
function ListMembership(props: { song: Song; listId: string; report: OutcomeReport }) {
  const add = useAddToPublicPlaylist();
  const remove = useRemoveFromPublicPlaylist();
  const variables = { listId: props.listId, songId: props.song.id };
  const pending = add.isPending || remove.isPending;
  return props.song.inPlaylist ? (
    <Button
      variant="secondary"
      size="sm"
      disabled={pending}
      onClick={() =>
        remove.mutate(variables, props.report(null, catalogErrors(errors.removeFromList)))
      }
    >
      {copy.removeFromList}
    </Button>
  ) : (
    <Button
      size="sm"
      disabled={pending}
      onClick={() => add.mutate(variables, props.report(null, catalogErrors(errors.addToList)))}
    >
      {copy.addToList}
    </Button>
  );
}
