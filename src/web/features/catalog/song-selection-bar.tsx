import { useEffect, useRef } from "react";
import { MAX_BULK_SONGS } from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { Button } from "~/web/components/ui/button";
import type { SongSelection } from "./use-song-selection";

const copy = songRightsCopy.bulk;

/**
 * Above the songs: tick every song of this page, and — with songs ticked — how many, and
 * what to do with them ("Editar derechos", "Quitar selección").
 */
export function SongSelectionBar(props: {
  selection: SongSelection;
  /** The songs of the page shown. */
  pageIds: readonly string[];
  onEdit: () => void;
}) {
  const { selected, tick, clear } = props.selection;
  const ticked = props.pageIds.filter((id) => selected.has(id)).length;
  const all = ticked > 0 && ticked === props.pageIds.length;
  const tooMany = selected.size > MAX_BULK_SONGS;
  const pageBox = useRef<HTMLInputElement>(null);
  // Some of the page ticked: the box says so, as a mixed state only a script can set.
  useEffect(() => {
    if (pageBox.current) pageBox.current.indeterminate = ticked > 0 && !all;
  }, [ticked, all]);

  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 border-t border-slate-100 px-4 py-3">
      <label className="flex cursor-pointer items-center gap-3 text-sm font-medium text-slate-800">
        <input
          ref={pageBox}
          type="checkbox"
          className="size-5 accent-brand-600"
          checked={all}
          disabled={!props.pageIds.length}
          onChange={(event) => tick(props.pageIds, event.target.checked)}
        />
        {copy.selectPage}
      </label>
      {/* Always there, so a screen reader hears the count change as boxes are ticked. */}
      <p aria-live="polite" className="text-sm text-slate-700" data-testid="song-selection-count">
        {selected.size ? copy.selected(selected.size) : ""}
      </p>
      {selected.size > 0 && (
        <div className="flex flex-wrap gap-2 sm:ml-auto">
          <Button size="sm" onClick={props.onEdit} disabled={tooMany}>
            {copy.edit}
          </Button>
          <Button size="sm" variant="secondary" onClick={clear}>
            {copy.clear}
          </Button>
        </div>
      )}
      {tooMany && <p className="w-full text-sm text-amber-800">{copy.tooMany(MAX_BULK_SONGS)}</p>}
    </div>
  );
}
