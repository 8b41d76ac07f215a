import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { catalogCopy } from "~/shared/copy/catalog";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { DeleteIconButton } from "~/web/components/ui/delete-icon-button";
import { ApiError } from "~/web/lib/api-client";
import { createGenre, deleteGenre, genresQueryOptions, type Genre } from "./api";
import { catalogErrorMessage } from "./catalog-errors";
import { NameForm } from "./name-form";
import { Panel } from "./panel";

const copy = catalogCopy.genres;

export function GenresPanel({ onResult }: { onResult: (error: string | null) => void }) {
  const queryClient = useQueryClient();
  const { data: genres = [] } = useQuery(genresQueryOptions());
  const [doomed, setDoomed] = useState<Genre | null>(null);
  const [busy, setBusy] = useState(false);

  async function add(name: string) {
    try {
      await createGenre(name);
      onResult(null);
      await queryClient.invalidateQueries({ queryKey: ["catalog"] });
      return true;
    } catch (error) {
      const exists = error instanceof ApiError && error.status === 409;
      onResult(
        exists
          ? catalogCopy.errors.genreExists
          : catalogErrorMessage(error, catalogCopy.errors.addGenre),
      );
      return false;
    }
  }

  async function remove(genre: Genre) {
    setBusy(true);
    try {
      await deleteGenre(genre.id);
      onResult(null);
      await queryClient.invalidateQueries({ queryKey: ["catalog"] });
    } catch (error) {
      onResult(catalogErrorMessage(error, catalogCopy.errors.deleteGenre));
    } finally {
      setBusy(false);
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
      {genres.length === 0 ? (
        <p className="mt-4 text-sm text-slate-500">{copy.empty}</p>
      ) : (
        <ul className="mt-4 divide-y divide-slate-100" aria-label={copy.heading}>
          {genres.map((genre) => (
            <li key={genre.id} className="flex items-center justify-between gap-3 py-2.5">
              <span className="min-w-0 wrap-anywhere">
                <span className="font-medium text-slate-900">{genre.name}</span>
                <span className="ml-2 text-xs text-slate-500">{copy.songs(genre.songCount)}</span>
              </span>
              <DeleteIconButton
                label={copy.deleteLabel(genre.name)}
                onClick={() => setDoomed(genre)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={doomed !== null}
        title={doomed ? copy.confirmTitle(doomed.name) : ""}
        confirmLabel={copy.confirm}
        cancelLabel={copy.cancel}
        busy={busy}
        onConfirm={() => doomed && remove(doomed)}
        onCancel={() => setDoomed(null)}
      >
        {doomed && copy.confirmText(doomed.songCount)}
      </ConfirmDialog>
    </Panel>
  );
}
