import { useState } from "react";

/**
 * The songs ticked in the admin's table. The ticks outlive a change of page or search, so
 * a selection can gather songs from several pages; they go when cleared or once edited.
 */
export function useSongSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const tick = (songIds: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const id of songIds) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { selected, tick, clear: () => setSelected(new Set()) };
}

export type SongSelection = ReturnType<typeof useSongSelection>;
