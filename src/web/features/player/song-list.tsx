import { useQuery } from "@tanstack/react-query";
import { ListPlus, X } from "lucide-react";
import { useState } from "react";
import { PLAYER_SONGS_PAGE_SIZE } from "~/shared/catalog/player-songs-page";
import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { catalogCopy } from "~/shared/copy/catalog";
import { playerCopy } from "~/shared/copy/player";
import { Alert } from "~/web/components/ui/alert";
import { Pager } from "~/web/components/ui/pager";
import { useOutcome } from "~/web/components/ui/use-outcome";
import {
  documentSongs,
  loadSongs,
  ownPlaylistsQueryOptions,
  toTrack,
  useAddToOwnPlaylist,
  useRemoveFromOwnPlaylist,
  useRemoveFromPublicPlaylist,
  useBlockSong,
  type SongFilter,
  type SongRef,
} from "./api";
import { BlockSongAction } from "./block-song-action";
import { playerEngine } from "./player-engine";
import { documentAnswerTime } from "./player-zone";
import { catalogSource } from "./queue-sources";
import { SongSkeletons } from "./song-skeletons";
import { SongRow } from "./song-row";
import { usePlayer } from "./use-player";
import { NamedOptions } from "~/web/components/ui/named-options";

const copy = playerCopy.songs;
const blocked = blockedSongsCopy;

/**
 * The add-to-list select keeps to its own width: the song's title needs the rest of the
 * row. On phones it is an icon with the native select laid invisibly over it, so a tap
 * still opens the phone's own picker.
 */
const listSelect =
  "absolute inset-0 size-full cursor-pointer opacity-0 sm:static sm:block sm:w-36 sm:rounded-lg sm:border-0 sm:bg-white sm:py-1.5 sm:pr-7 sm:pl-2 sm:text-xs sm:text-slate-900 sm:opacity-100 sm:shadow-sm sm:ring-1 sm:ring-slate-300 sm:focus:ring-2 sm:focus:ring-brand-600 sm:focus:outline-none";

/** The songs of the chosen list, genre or search; choosing one plays the whole filtered list. */
export function SongList(props: {
  filter: SongFilter;
  /** Where removing a song from the shown list is allowed, and from which kind of list. */
  removable: "own" | "public" | null;
  /** Adding songs to lists; not for a team's employee, who only plays. */
  edits: boolean;
  /** Blocking songs: where the person may (decision 045), or not at all. */
  blocks: "anywhere" | "here" | null;
}) {
  const { state } = usePlayer();
  const [page, setPage] = useState(1);
  const { outcome, show, fail, report } = useOutcome();
  const addToList = useAddToOwnPlaylist();
  // Taking a song out of the shown list: an own list, or — for an admin — a public one.
  const removeFromOwn = useRemoveFromOwnPlaylist();
  const removeFromPublic = useRemoveFromPublicPlaylist();
  const removeFromList = props.removable === "own" ? removeFromOwn : removeFromPublic;
  // Own lists refresh with the user's topic, the rest with the catalogue's.
  const scope = props.removable === "own" ? "playlists" : "catalog";
  const { data } = useQuery({
    queryKey: [scope, "player-songs", props.filter, page],
    queryFn: () => loadSongs(props.filter, page, PLAYER_SONGS_PAGE_SIZE),
    initialData: () => documentSongs(props.filter, page, PLAYER_SONGS_PAGE_SIZE),
    initialDataUpdatedAt: documentAnswerTime,
  });
  const { data: ownLists = [] } = useQuery(ownPlaylistsQueryOptions());
  const blockSong = useBlockSong();

  // Here, not in the row: the row goes once the song is blocked, its callbacks with it.
  function block(song: SongRef) {
    blockSong.mutate(song, {
      onSuccess: () => {
        // The lists have left it out by now; the queue may still hold it.
        void playerEngine().block(song.id);
        const text = song.zoneId ? blocked.blockedHere(song.title) : blocked.blocked(song.title);
        show({ tone: "success", text });
      },
      onError: (error) =>
        fail(error, { NOT_FOUND: blocked.errors.notFound, fallback: blocked.errors.block }),
    });
  }

  function play(index: number) {
    if (!data) return;
    const first = (page - 1) * PLAYER_SONGS_PAGE_SIZE;
    const source = catalogSource(props.filter, data.total, {
      index: first,
      tracks: data.items.map(toTrack),
    });
    void playerEngine().choose(source, first + index);
  }

  if (!data) return <SongSkeletons count={8} />;

  const pages = Math.max(1, Math.ceil(data.total / PLAYER_SONGS_PAGE_SIZE));
  const emptyOwnList = data.total === 0 && props.removable === "own" && !props.filter.search;
  return (
    <div className="space-y-3">
      <Alert outcome={outcome} />
      {data.items.length > 0 && (
        <ol
          className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          aria-label={copy.count(data.total)}
        >
          {data.items.map((song, index) => {
            const current = state.track?.id === song.id;
            return (
              <SongRow
                key={song.id}
                testId="player-song"
                song={song}
                detail={song.genreName}
                current={current}
                onPlay={() => play(index)}
                className="first:rounded-t-2xl last:rounded-b-2xl"
                actions={
                  <>
                    {props.edits && ownLists.length > 0 && (
                      <span className="relative inline-flex size-10 flex-none items-center justify-center rounded-lg text-slate-600 has-focus-visible:ring-2 has-focus-visible:ring-brand-600 sm:size-auto">
                        <ListPlus className="size-5 sm:hidden" aria-hidden />
                        <select
                          aria-label={copy.addToListLabel(song.title)}
                          value=""
                          onChange={(event) => {
                            const list = ownLists.find((entry) => entry.id === event.target.value);
                            if (!list) return;
                            addToList.mutate(
                              { listId: list.id, songId: song.id },
                              {
                                // Already there is said as plainly as added, in red.
                                onSuccess: ({ added }) =>
                                  show(
                                    added
                                      ? { tone: "success", text: copy.added(list.name) }
                                      : { tone: "error", text: copy.alreadyIn(list.name) },
                                  ),
                                onError: (error) =>
                                  fail(error, { fallback: playerCopy.errors.addToList }),
                              },
                            );
                          }}
                          className={listSelect}
                        >
                          <option value="">{copy.chooseList}</option>
                          <NamedOptions items={ownLists} />
                        </select>
                      </span>
                    )}
                    {props.removable && props.filter.playlistId && (
                      <button
                        type="button"
                        aria-label={copy.removeLabel(song.title)}
                        onClick={() =>
                          removeFromList.mutate(
                            { listId: props.filter.playlistId as string, songId: song.id },
                            report(null, { fallback: playerCopy.errors.removeFromList }),
                          )
                        }
                        className="inline-flex size-9 flex-none items-center justify-center rounded-lg text-slate-600 hover:bg-red-50 hover:text-red-700"
                      >
                        <X className="size-4" aria-hidden />
                      </button>
                    )}
                    {props.blocks && (
                      <BlockSongAction
                        title={song.title}
                        reach={props.blocks}
                        pending={blockSong.isPending && blockSong.variables.id === song.id}
                        onBlock={(zoneId) => block({ id: song.id, title: song.title, zoneId })}
                      />
                    )}
                  </>
                }
              />
            );
          })}
        </ol>
      )}
      {emptyOwnList ? (
        <div className="rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
          <p className="font-medium text-slate-900">{copy.emptyList}</p>
          <p className="mt-1 text-sm text-slate-600">{copy.emptyListHint}</p>
        </div>
      ) : (
        data.items.length === 0 && <p className="py-6 text-center text-slate-600">{copy.empty}</p>
      )}
      {data.total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
          <span>{copy.count(data.total)}</span>
          <Pager page={page} pages={pages} onPage={setPage} labels={catalogCopy.songs} />
        </div>
      )}
    </div>
  );
}
