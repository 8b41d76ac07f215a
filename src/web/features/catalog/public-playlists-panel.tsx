import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { catalogCopy } from "~/shared/copy/catalog";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { DeleteIconButton } from "~/web/components/ui/delete-icon-button";
import {
  createPublicPlaylist,
  deletePublicPlaylist,
  publicPlaylistsQueryOptions,
  type PublicPlaylist,
} from "./api";
import { catalogErrorMessage } from "./catalog-errors";
import { NameForm } from "./name-form";
import { Panel } from "./panel";

const copy = catalogCopy.playlists;

export function PublicPlaylistsPanel(props: {
  selectedId: string | null;
  onSelect: (id: string | null) => void;
  onResult: (error: string | null) => void;
}) {
  const queryClient = useQueryClient();
  const { data: lists = [] } = useQuery(publicPlaylistsQueryOptions());
  const [doomed, setDoomed] = useState<PublicPlaylist | null>(null);

  async function add(name: string) {
    try {
      await createPublicPlaylist(name);
      props.onResult(null);
      await queryClient.invalidateQueries({ queryKey: ["catalog"] });
      return true;
    } catch (error) {
      props.onResult(catalogErrorMessage(error, catalogCopy.errors.createPlaylist));
      return false;
    }
  }

  async function remove(list: PublicPlaylist) {
    try {
      await deletePublicPlaylist(list.id);
      if (props.selectedId === list.id) props.onSelect(null);
      props.onResult(null);
      await queryClient.invalidateQueries({ queryKey: ["catalog"] });
    } catch (error) {
      props.onResult(catalogErrorMessage(error, catalogCopy.errors.deletePlaylist));
    } finally {
      setDoomed(null);
    }
  }

  return (
    <Panel title={copy.heading}>
      <NameForm
        label={copy.placeholder}
        placeholder={copy.placeholder}
        submit={copy.add}
        onSubmit={add}
      />
      {lists.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{copy.empty}</p>
      ) : (
        <ul className="mt-4 space-y-2" aria-label={copy.heading}>
          {lists.map((list) => {
            const selected = props.selectedId === list.id;
            return (
              <li
                key={list.id}
                className={`flex items-center justify-between gap-2 rounded-xl px-3 py-2 ring-1 ${selected ? "bg-brand-50 ring-brand-300" : "ring-slate-200"}`}
              >
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => props.onSelect(selected ? null : list.id)}
                  className="min-w-0 flex-1 text-left"
                >
                  <span className="block font-medium wrap-anywhere text-slate-900">
                    {list.name}
                  </span>
                  {/* slate-600: slate-500 on the selected list's brand-50 is 4.27:1, under AA. */}
                  <span className="text-xs text-slate-600">
                    {copy.songs(list.songCount)}
                    {selected && ` · ${copy.selected}`}
                  </span>
                </button>
                <DeleteIconButton
                  label={copy.deleteLabel(list.name)}
                  onClick={() => setDoomed(list)}
                />
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title={doomed ? copy.confirmTitle(doomed.name) : ""}
        confirmLabel={catalogCopy.genres.confirm}
        cancelLabel={catalogCopy.genres.cancel}
        onConfirm={() => doomed && remove(doomed)}
        onCancel={() => setDoomed(null)}
      >
        {copy.confirmText}
      </ConfirmDialog>
    </Panel>
  );
}
