import { useQuery, useQueryClient } from "@tanstack/react-query";
import { X } from "lucide-react";
import { useState } from "react";
import { formatDuration } from "~/shared/catalog/format-duration";
import { catalogCopy } from "~/shared/copy/catalog";
import { playerCopy } from "~/shared/copy/player";
import { Alert } from "~/web/components/ui/alert";
import { inputClasses } from "~/web/components/ui/field";
import { Pager } from "~/web/components/ui/pager";
import {
  addToOwnPlaylist,
  loadSongs,
  ownPlaylistsQueryOptions,
  removeFromOwnPlaylist,
  removeFromPublicPlaylist,
  toTrack,
  type SongFilter,
} from "./api";
import { playerEngine } from "./player-engine";
import { PlayingIndicator } from "./playing-indicator";
import { pagedSource } from "./track";
import { usePlayer } from "./use-player";

const copy = playerCopy.songs;
const PAGE_SIZE = 25;

/** The songs of the chosen list, genre or search; choosing one plays the whole filtered list. */
export function SongList(props: {
  filter: SongFilter;
  /** Where removing a song from the shown list is allowed, and from which kind of list. */
  removable: "own" | "public" | null;
}) {
  const queryClient = useQueryClient();
  const { state } = usePlayer();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const filterKey = JSON.stringify(props.filter);
  // Own lists refresh with the user's topic, the rest with the catalogue's.
  const scope = props.removable === "own" ? "playlists" : "catalog";
  const { data } = useQuery({
    queryKey: [scope, "player-songs", props.filter, page],
    queryFn: () => loadSongs(props.filter, page, PAGE_SIZE),
  });
  const { data: ownLists = [] } = useQuery(ownPlaylistsQueryOptions());

  async function play(index: number) {
    const total = data?.total ?? 0;
    const source = pagedSource(`songs:${filterKey}`, total, async (sourcePage, size) =>
      (await loadSongs(props.filter, sourcePage, size)).items.map(toTrack),
    );
    await playerEngine().choose(source, (page - 1) * PAGE_SIZE + index);
  }

  async function act(action: () => Promise<unknown>, success: string | null, error: string) {
    try {
      await action();
      setNotice(success ? { tone: "success", text: success } : null);
      await queryClient.invalidateQueries({ queryKey: ["playlists"] });
      await queryClient.invalidateQueries({ queryKey: ["catalog"] });
    } catch {
      setNotice({ tone: "error", text: error });
    }
  }

  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  return (
    <div className="space-y-3" key={filterKey}>
      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}
      <ol
        className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        aria-label={copy.count(data?.total ?? 0)}
      >
        {data?.items.map((song, index) => {
          const current = state.track?.id === song.id;
          return (
            <li
              key={song.id}
              data-testid="player-song"
              data-current={current}
              className={`flex items-center gap-3 px-4 py-3 ${current ? "bg-brand-50" : ""}`}
            >
              <button
                type="button"
                onClick={() => void play(index)}
                aria-label={copy.play(song.title)}
                className="flex min-w-0 flex-1 items-center gap-3 text-left"
              >
                <span className="inline-flex w-5 justify-center">
                  {current && <PlayingIndicator playing={state.playing} />}
                </span>
                <span className="min-w-0">
                  <span
                    className={`block truncate font-medium ${current ? "text-brand-700" : "text-slate-900"}`}
                  >
                    {song.title}
                  </span>
                  <span className="block truncate text-xs text-slate-500">
                    {song.artist} · {song.genreName}
                  </span>
                </span>
              </button>
              <span className="text-xs text-slate-500 tabular-nums">
                {formatDuration(song.durationSeconds)}
              </span>
              {ownLists.length > 0 && (
                <select
                  aria-label={copy.addToListLabel(song.title)}
                  value=""
                  onChange={(event) => {
                    const list = ownLists.find((entry) => entry.id === event.target.value);
                    if (!list) return;
                    void act(
                      async () => {
                        const result = await addToOwnPlaylist(list.id, song.id);
                        if (!result.added)
                          throw Object.assign(new Error("already"), { already: true });
                      },
                      copy.added(list.name),
                      copy.alreadyIn(list.name),
                    );
                  }}
                  className={`${inputClasses} w-36 py-1.5 text-xs`}
                >
                  <option value="">{copy.chooseList}</option>
                  {ownLists.map((list) => (
                    <option key={list.id} value={list.id}>
                      {list.name}
                    </option>
                  ))}
                </select>
              )}
              {props.removable && props.filter.playlistId && (
                <button
                  type="button"
                  aria-label={copy.removeLabel(song.title)}
                  onClick={() => {
                    const listId = props.filter.playlistId as string;
                    void act(
                      () =>
                        props.removable === "own"
                          ? removeFromOwnPlaylist(listId, song.id)
                          : removeFromPublicPlaylist(listId, song.id),
                      null,
                      playerCopy.errors.removeFromList,
                    );
                  }}
                  className="inline-flex size-8 items-center justify-center rounded-lg text-slate-500 hover:bg-red-50 hover:text-red-600"
                >
                  <X className="size-4" aria-hidden />
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {data?.items.length === 0 && <p className="py-6 text-center text-slate-500">{copy.empty}</p>}
      <div className="flex items-center justify-between text-sm text-slate-600">
        <span>{data ? copy.count(data.total) : ""}</span>
        <Pager page={page} pages={pages} onPage={setPage} labels={catalogCopy.songs} />
      </div>
    </div>
  );
}
