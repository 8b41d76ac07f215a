import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "~/web/components/ui/alert";
import { publicPlaylistsQueryOptions } from "./api";
import { GenresPanel } from "./genres-panel";
import { PublicPlaylistsPanel } from "./public-playlists-panel";
import { SongsTable } from "./songs-table";
import { UploadPanel } from "./upload-panel";

/** /dashboard/music: the admin's catalogue. Error banners clear after a later success. */
export function MusicAdminPage() {
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { data: lists = [] } = useQuery(publicPlaylistsQueryOptions());
  const selected = lists.find((list) => list.id === selectedId) ?? null;
  const onResult = (message: string | null) => {
    setError(message);
    if (message) setSuccess(null);
  };

  return (
    <div className="space-y-6">
      {error && <Alert tone="error">{error}</Alert>}
      {success && !error && <Alert tone="success">{success}</Alert>}
      {/* grid-cols-1 (minmax(0, 1fr)), not an auto column: a long genre name in the
          select must not widen the panels past a phone's screen (issue 10). Three
          columns only from xl: beside the menu at lg each would be under 200 px. */}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
        <GenresPanel onResult={onResult} />
        <PublicPlaylistsPanel
          selectedId={selected?.id ?? null}
          onSelect={setSelectedId}
          onResult={onResult}
        />
        <UploadPanel onResult={onResult} onSuccess={setSuccess} />
      </div>
      <SongsTable
        list={selected ? { id: selected.id, name: selected.name } : null}
        onResult={onResult}
      />
    </div>
  );
}
