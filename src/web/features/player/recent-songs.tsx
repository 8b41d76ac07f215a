import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { formatDuration } from "~/shared/catalog/format-duration";
import { playerCopy } from "~/shared/copy/player";
import { paths } from "~/shared/paths";
import { recentSongsQueryOptions, toTrack } from "./api";
import { playerEngine } from "./player-engine";
import { recentSource } from "./queue-sources";
import { SongSkeletons } from "./song-skeletons";
import { SongState } from "./song-state";
import { usePlayer } from "./use-player";

const copy = playerCopy.home;

/** The 5 newest songs; choosing one plays those five as the queue. */
export function RecentSongs() {
  const { data: songs } = useQuery(recentSongsQueryOptions());
  const { state } = usePlayer();
  return (
    <section
      aria-label={copy.recent}
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between">
        <h2 className="text-lg font-semibold text-slate-900">{copy.recent}</h2>
        <Link
          to={paths.dashboard.player}
          className="text-sm font-semibold text-brand-700 hover:underline"
        >
          {copy.seeAll}
        </Link>
      </div>
      {!songs ? (
        <SongSkeletons count={5} />
      ) : songs.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{copy.recentEmpty}</p>
      ) : (
        <ol className="mt-3 divide-y divide-slate-100">
          {songs.map((song, index) => (
            <li key={song.id} aria-current={state.track?.id === song.id || undefined}>
              <button
                type="button"
                onClick={() => void playerEngine().choose(recentSource(songs.map(toTrack)), index)}
                className="flex w-full items-center gap-3 py-2.5 text-left hover:text-brand-700"
              >
                <SongState songId={song.id} />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{song.title}</span>
                  <span className="block truncate text-xs text-slate-600">{song.artist}</span>
                </span>
                <span className="flex-none text-xs text-slate-600 tabular-nums">
                  {formatDuration(song.durationSeconds)}
                </span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
