import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Ban } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { can, type Role } from "~/shared/accounts/roles";
import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { playerCopy } from "~/shared/copy/player";
import { paths } from "~/shared/paths";
import { createPlaylistSchema } from "~/shared/schemas/catalog";
import { ListPanel, type ListPanelItem } from "~/web/components/list-panel";
import { Alert } from "~/web/components/ui/alert";
import { SearchBox } from "~/web/components/ui/search-box";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { useDebouncedValue } from "~/web/lib/use-debounced-value";
import {
  genresQueryOptions,
  ownPlaylistsQueryOptions,
  publicPlaylistsQueryOptions,
  useCreateOwnPlaylist,
  useDeleteOwnPlaylist,
} from "./api";
import { PlayerBar } from "./player-bar";
import { playerEngine } from "./player-engine";
import { SongList } from "./song-list";
import { usePlayerShortcuts } from "./use-player-shortcuts";

export const playerTabs = ["all", "public", "mine", "genres"] as const;
export type PlayerTab = (typeof playerTabs)[number];

type Selection = { kind: "public" | "mine" | "genre"; id: string; name: string } | null;

const copy = playerCopy;

/** A list, genre or "all songs" in the column, with its count of songs. */
const entry = (item: { id: string; name: string; songCount?: number }): ListPanelItem => ({
  id: item.id,
  name: item.name,
  detail: item.songCount === undefined ? "" : String(item.songCount),
});

/** "Todas las canciones": the one entry of the 'Todo' tab, chosen when nothing else is. */
const allSongs = entry({ id: "all", name: copy.allSongs });

/** What choosing an entry of each tab filters the songs by ('Todo': nothing). */
const kindOf = { all: null, public: "public", mine: "mine", genres: "genre" } as const;

/** `after`: what the page shows below the songs (the route adds the offline settings). */
export function PlayerPage({ role, after }: { role: Role; after?: ReactNode }) {
  usePlayerShortcuts();
  const [params, setParams] = useSearchParams();
  const tab: PlayerTab = (playerTabs as readonly string[]).includes(params.get("tab") ?? "")
    ? (params.get("tab") as PlayerTab)
    : "all";
  const [selection, setSelection] = useState<Selection>(null);
  const [search, setSearch] = useState("");
  const debounced = useDebouncedValue(search.trim());
  const { data: publicLists } = useQuery(publicPlaylistsQueryOptions());
  const { data: ownLists } = useQuery(ownPlaylistsQueryOptions());
  const { data: genres } = useQuery(genresQueryOptions());
  const tabRefs = useRef(new Map<PlayerTab, HTMLButtonElement>());
  const createList = useCreateOwnPlaylist();
  const deleteList = useDeleteOwnPlaylist();
  const { outcome, report } = useOutcome();

  // What each tab lists, and what it says when there is nothing.
  const column = {
    all: { items: [allSongs], empty: "" },
    public: { items: publicLists?.map(entry), empty: copy.publicEmpty },
    mine: { items: ownLists?.map(entry), empty: copy.mine.empty },
    genres: { items: genres?.map(entry), empty: copy.genresEmpty },
  }[tab];

  // 'Mis Listas' also makes and deletes lists; a new list is chosen at once.
  const ownListsEdit = {
    texts: copy.mine,
    nameSchema: createPlaylistSchema.shape.name,
    creating: createList.isPending,
    onCreate: (name: string) =>
      createList.mutateAsync(
        name,
        report(null, { fallback: copy.errors.createList }, (created) =>
          setSelection({ kind: "mine", id: created.id, name: created.name }),
        ),
      ),
    question: () => copy.mine.confirmText,
    removing: deleteList.isPending,
    onRemove: (list: ListPanelItem) => {
      // Stop showing the list first: its songs no longer exist to be fetched.
      if (selection?.id === list.id) setSelection(null);
      return deleteList.mutateAsync(list.id, report(null, { fallback: copy.errors.deleteList }));
    },
  };

  // Leaving the player page saves where the music is (it keeps playing elsewhere).
  useEffect(() => () => playerEngine().requestSave(), []);

  const chooseTab = (next: PlayerTab) => {
    setSelection(null);
    setParams(next === "all" ? {} : { tab: next }, { replace: true });
  };

  // The tabs pattern: arrows, Home and End move between tabs; Tab leaves the tab list.
  const onTabKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowDown: 1,
      ArrowLeft: -1,
      ArrowUp: -1,
    };
    const at = playerTabs.indexOf(tab);
    const target =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? playerTabs.length - 1
          : moves[event.key] !== undefined
            ? (at + (moves[event.key] as number) + playerTabs.length) % playerTabs.length
            : null;
    if (target === null) return;
    event.preventDefault();
    const next = playerTabs[target] as PlayerTab;
    chooseTab(next);
    tabRefs.current.get(next)?.focus();
  };

  const filter = {
    search: debounced,
    ...(selection?.kind === "genre" ? { genreId: selection.id } : {}),
    ...(selection && selection.kind !== "genre" ? { playlistId: selection.id } : {}),
  };
  const removable =
    selection?.kind === "mine"
      ? "own"
      : selection?.kind === "public" && can(role, "playlists:manage-public")
        ? "public"
        : null;

  return (
    <div className="space-y-6 pb-40">
      <SearchBox
        label={copy.searchLabel}
        placeholder={copy.search}
        value={search}
        onChange={setSearch}
      />
      <Alert outcome={outcome} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="min-w-0 space-y-3">
          <div
            role="tablist"
            aria-label={copy.tabs.label}
            onKeyDown={onTabKey}
            className="grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1 lg:grid-cols-2"
          >
            {playerTabs.map((name) => (
              <button
                key={name}
                ref={(element) => {
                  if (element) tabRefs.current.set(name, element);
                  else tabRefs.current.delete(name);
                }}
                type="button"
                role="tab"
                id={`player-tab-${name}`}
                aria-selected={tab === name}
                aria-controls="player-tabpanel"
                tabIndex={tab === name ? 0 : -1}
                onClick={() => chooseTab(name)}
                className={`rounded-lg px-2 py-1.5 text-xs font-semibold ${tab === name ? "bg-white text-brand-700 shadow-sm" : "text-slate-600 hover:text-slate-900"}`}
              >
                {copy.tabs[name]}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id="player-tabpanel"
            aria-labelledby={`player-tab-${tab}`}
            className="space-y-1"
          >
            <ListPanel
              key={tab}
              look="menu"
              label={copy.tabs[tab]}
              items={column.items}
              empty={column.empty}
              loadingLabel={copy.songs.loading}
              select={{
                selectedId: selection?.id ?? (tab === "all" ? allSongs.id : null),
                onSelect: (item) => {
                  const kind = kindOf[tab];
                  setSelection(kind && { kind, id: item.id, name: item.name });
                },
              }}
              edit={tab === "mine" ? ownListsEdit : undefined}
            />
          </div>
        </div>
        <section aria-label={selection?.name ?? copy.allSongs} className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 className="text-lg font-semibold text-slate-900">
              {selection?.name ?? copy.allSongs}
            </h2>
            <Link
              to={paths.dashboard.blockedSongs}
              className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Ban className="size-4" aria-hidden />
              {blockedSongsCopy.link}
            </Link>
          </div>
          <SongList key={JSON.stringify(filter)} filter={filter} removable={removable} />
          {/* Only where a keyboard is likely: a mouse or trackpad, never a touch screen alone. */}
          <p className="hidden text-xs text-slate-600 [@media(hover:hover)_and_(pointer:fine)]:block">
            {copy.shortcuts}
          </p>
        </section>
      </div>
      {after}
      <PlayerBar variant="full" />
    </div>
  );
}
