import { catalogCopy } from "~/shared/copy/catalog";
import { createGenreSchema, createPlaylistSchema } from "~/shared/catalog/schema";
import { ListPanel } from "~/web/components/list-panel";
import type { OutcomeReport } from "~/web/components/ui/use-outcome";
import {
  useCreateGenre,
  useCreatePublicPlaylist,
  useDeleteGenre,
  useDeletePublicPlaylist,
} from "./api";
import { catalogErrors } from "./catalog-errors";
import { Panel } from "./panel";

/**
 * The two lists of names the music admin keeps — 'Géneros Musicales' and 'Listas
 * Públicas' — drawn alike: each with its words, actions and the shared schema of its names.
 */
const lists = {
  genres: {
    copy: catalogCopy.genres,
    actions: { useCreate: useCreateGenre, useDelete: useDeleteGenre },
    names: createGenreSchema.shape.name,
  },
  playlists: {
    copy: catalogCopy.playlists,
    actions: { useCreate: useCreatePublicPlaylist, useDelete: useDeletePublicPlaylist },
    names: createPlaylistSchema.shape.name,
  },
};

/**
 * One of the admin's lists of names: add one, see each one's songs, delete one after a
 * question (a genre says how many songs go with it). With `select`, an item can be
 * selected — and selected again to let go — as the public lists are for the songs table.
 */
export function CatalogListPanel(props: {
  kind: keyof typeof lists;
  /** The list's items, undefined while they load. */
  items: readonly { id: string; name: string; songCount: number }[] | undefined;
  select?: { selectedId: string | null; onSelect: (id: string | null) => void };
  report: OutcomeReport;
}) {
  const { copy, actions, names } = lists[props.kind];
  const create = actions.useCreate();
  const remove = actions.useDelete();
  const { select, report } = props;
  const failed: { add: string; remove: string; exists?: string } = copy.failed;

  return (
    <Panel title={copy.heading}>
      <ListPanel
        look="panel"
        label={copy.heading}
        items={props.items?.map((item) => ({ ...item, detail: copy.songs(item.songCount) }))}
        empty={copy.empty}
        loadingLabel={catalogCopy.loading}
        select={
          select && {
            selectedId: select.selectedId,
            onSelect: (item) => select.onSelect(item.id === select.selectedId ? null : item.id),
            note: catalogCopy.playlists.selected,
          }
        }
        edit={{
          texts: copy,
          nameSchema: names,
          creating: create.isPending,
          onCreate: (name) =>
            create.mutateAsync(
              name,
              report<unknown>(null, catalogErrors(failed.add, { CONFLICT: failed.exists })),
            ),
          question: (item) =>
            typeof copy.confirmText === "string"
              ? copy.confirmText
              : copy.confirmText(item.songCount),
          removing: remove.isPending,
          onRemove: (item) =>
            remove.mutateAsync(
              item.id,
              report<unknown>(null, catalogErrors(failed.remove), () => {
                if (item.id === select?.selectedId) select.onSelect(null);
              }),
            ),
        }}
      />
    </Panel>
  );
}
