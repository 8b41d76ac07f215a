import { useQuery } from "@tanstack/react-query";
import { Ban } from "lucide-react";
import { useState } from "react";
import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { paths } from "~/shared/paths";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ButtonLink } from "~/web/components/ui/button-link";
import { Pager } from "~/web/components/ui/pager";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { blockReach } from "~/shared/accounts/team";
import { meQueryOptions } from "~/web/lib/session";
import { blockedSongsQueryOptions, useUnblockSong } from "./api";
import { playerEngine } from "./player-engine";
import { SongSkeletons } from "./song-skeletons";
import { BlockTrail } from "./block-trail";
import { blockDay, placeText } from "./block-place-text";

const copy = blockedSongsCopy;
const views = ["current", "trail"] as const;

/**
 * "Canciones bloqueadas": what never plays, where, and who blocked it, each with
 * "Permitir de nuevo"; and its "Historial" (decision 045).
 */
export function BlockedSongsPage() {
  const [view, setView] = useState<(typeof views)[number]>("current");
  return (
    <div className="space-y-4">
      <div role="group" aria-label={copy.viewsLabel} className="flex gap-2">
        {views.map((name) => (
          <button
            key={name}
            type="button"
            aria-pressed={view === name}
            onClick={() => setView(name)}
            className={`rounded-full px-3 py-1.5 text-sm font-medium ring-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${view === name ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50"}`}
          >
            {copy.views[name]}
          </button>
        ))}
      </div>
      {view === "current" ? <CurrentBlocks /> : <BlockTrail />}
    </div>
  );
}

/** The blocks in place now, a page at a time. */
function CurrentBlocks() {
  const [page, setPage] = useState(1);
  const { data } = useQuery(blockedSongsQueryOptions(page));
  const unblock = useUnblockSong();
  const { outcome, show, fail } = useOutcome();
  // A block of every zone is the owner's to allow; a member sees it, without the button.
  const { data: me } = useQuery(meQueryOptions());
  const everywhereIsMine = me ? blockReach(me.team) === "anywhere" : false;

  if (!data) return <SongSkeletons count={4} />;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  // The last song of a later page allowed again: the page before it.
  if (data.items.length === 0 && page > 1) setPage(Math.min(page - 1, pages));

  return (
    <div className="space-y-3">
      <Alert outcome={outcome} />
      {data.total === 0 ? (
        <div className="rounded-2xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
          <Ban className="mx-auto size-8 text-slate-400" aria-hidden />
          <p className="mt-3 font-medium text-slate-900">{copy.empty}</p>
          <p className="mx-auto mt-1 max-w-prose text-sm text-slate-600">{copy.emptyHint}</p>
          <ButtonLink to={paths.dashboard.player} variant="secondary" size="sm" className="mt-5">
            {copy.backToPlayer}
          </ButtonLink>
        </div>
      ) : (
        <ol
          aria-label={copy.count(data.total)}
          className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          {data.items.map((song) => (
            <li
              key={`${song.id} ${song.place?.zoneId ?? ""}`}
              data-testid="blocked-song"
              className="flex flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3"
            >
              <div className="min-w-0 flex-1 basis-48">
                <p className="font-medium wrap-anywhere text-slate-900">{song.title}</p>
                <p className="text-xs wrap-anywhere text-slate-600">
                  {song.artist} · {song.genreName}
                </p>
                <p className="text-sm wrap-anywhere text-slate-700">
                  {copy.blockedBy(song.blockedByName)} · {placeText(song.place)}
                </p>
                <p className="text-xs text-slate-600">
                  {copy.since(blockDay().format(new Date(song.blockedAt)))}
                </p>
              </div>
              {(song.place || everywhereIsMine) && (
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={copy.unblockLabel(song.title, placeText(song.place))}
                  disabled={unblock.isPending && unblock.variables.id === song.id}
                  onClick={() =>
                    unblock.mutate(
                      { id: song.id, title: song.title, zoneId: song.place?.zoneId ?? null },
                      {
                        onSuccess: () => {
                          playerEngine().unblock(song.id);
                          show({ tone: "success", text: copy.unblocked(song.title) });
                        },
                        onError: (error) =>
                          fail(error, {
                            NOT_FOUND: copy.errors.notFound,
                            fallback: copy.errors.unblock,
                          }),
                      },
                    )
                  }
                >
                  {copy.unblock}
                </Button>
              )}
            </li>
          ))}
        </ol>
      )}
      {data.total > 0 && (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
          <span>{copy.count(data.total)}</span>
          <Pager page={page} pages={pages} onPage={setPage} labels={copy} />
        </div>
      )}
    </div>
  );
}
