import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { rightsViewPath } from "~/shared/catalog/rights-view";
import { Alert } from "~/web/components/ui/alert";
import { ButtonLink } from "~/web/components/ui/button-link";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { genresQueryOptions, publicPlaylistsQueryOptions } from "./api";
import { CatalogListPanel } from "./catalog-list-panel";
import { SongsTable } from "./songs-table";
import { UploadPanel } from "./upload-panel";

/** /dashboard/music: the admin's catalogue. One banner says how the latest action went. */
export function MusicAdminPage() {
  const { outcome, report, show } = useOutcome();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { data: genres } = useQuery(genresQueryOptions("manage"));
  const { data: lists } = useQuery(publicPlaylistsQueryOptions());
  const selected = lists?.find((list) => list.id === selectedId) ?? null;

  return (
    <div className="space-y-6">
      <ButtonLink to={rightsViewPath} variant="secondary">
        {songRightsCopy.page.link}
      </ButtonLink>
      <Alert outcome={outcome} />
      {/* grid-cols-1 (minmax(0, 1fr)), not an auto column: a long genre name in the
          select must not widen the panels past a phone's screen. Three
          columns only from xl: beside the menu at lg each would be under 200 px. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        <CatalogListPanel kind="genres" items={genres} report={report} />
        <CatalogListPanel
          kind="playlists"
          items={lists}
          select={{ selectedId: selected?.id ?? null, onSelect: setSelectedId }}
          report={report}
        />
        <UploadPanel onOutcome={show} />
      </div>
      <SongsTable
        list={selected ? { id: selected.id, name: selected.name } : null}
        report={report}
        show={show}
      />
    </div>
  );
}
