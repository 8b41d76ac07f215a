import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { playerHomeCopy } from "~/shared/copy/player-home";
import { paths } from "~/shared/paths";
import { recentlyPlayedQueryOptions, recentSongsQueryOptions, toTrack } from "./api";
import { playerEngine } from "./player-engine";
import { recentSource } from "./queue-sources";
import { SongSkeletons } from "./song-skeletons";
import { SongRow } from "./song-row";
import { usePlayer } from "./use-player";

const copy = playerHomeCopy;

/**
 * The 5 songs that sounded last in the account's zones (the play log); until any has, the
 * catalogue's 5 newest, titled as such. Choosing one plays those five as the queue.
 */
export function RecentSongs() {
  const { data: played } = useQuery(recentlyPlayedQueryOptions());
  const { data: newest } = useQuery(recentSongsQueryOptions());
  const { state } = usePlayer();
  const showsPlayed = played !== undefined && played.length > 0;
  const songs = played === undefined ? undefined : showsPlayed ? played : newest;
  const title = played !== undefined && !showsPlayed ? copy.newest : copy.recentlyPlayed;
  return (
    <section
      aria-label={title}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <Link
          to={paths.dashboard.player}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {copy.seeAll}
        </Link>
      </div>
      {played !== undefined && !showsPlayed && (
        <p className="mt-2 text-sm text-slate-600">{copy.nothingPlayedYet}</p>
      )}
      {!songs ? (
        <SongSkeletons count={5} />
      ) : songs.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{copy.recentEmpty}</p>
      ) : (
        <ol className="-mx-2 mt-3 divide-y divide-slate-100 sm:-mx-3">
          {songs.map((song, index) => (
            <SongRow
              key={song.id}
              song={song}
              current={state.track?.id === song.id}
              onPlay={() => void playerEngine().choose(recentSource(songs.map(toTrack)), index)}
            />
          ))}
        </ol>
      )}
    </section>
  );
}
