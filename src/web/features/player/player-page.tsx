import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { Ban } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { can, type Role } from "~/shared/accounts/roles";
import { blockedSongsCopy } from "~/shared/copy/blocked-songs";
import { playerCopy } from "~/shared/copy/player";
import { paths } from "~/shared/paths";
import { blockReach, teamCan } from "~/shared/accounts/team";
import { meQueryOptions } from "~/web/lib/session";
import type { ScheduleSource } from "~/shared/schedules/schema";
import { ListPanel, type ListPanelItem } from "~/web/components/list-panel";
import { Alert } from "~/web/components/ui/alert";
import { SearchBox } from "~/web/components/ui/search-box";
import { useOutcome } from "~/web/components/ui/use-outcome";
import { useDebouncedSearch } from "~/web/lib/use-debounced-value";
import { useLoaded } from "~/web/lib/use-loaded";
import {
  genresQueryOptions,
  ownPlaylistsQueryOptions,
  publicPlaylistsQueryOptions,
  useCreateOwnPlaylist,
  useDeleteOwnPlaylist,
} from "./api";
import { PlayerBar } from "./player-bar";
import { playerEngine } from "./player-engine";
import { selectionOfQueue, type PlayerTab, type Selection } from "./queue-selection";
import { SongList } from "./song-list";
import { usePlayerValue } from "./use-player";
import { usePlayerShortcuts } from "./use-player-shortcuts";
import { scheduleSourceOf, useFollowingTheSchedule } from "./schedule/following-on-screen";

export const playerTabs = [
  "all",
  "public",
  "mine",
  "genres",
] as const satisfies readonly PlayerTab[];

const copy = playerCopy;

/** A list, genre or "all songs" in the column, with its count of songs. */
const entry = (item: { id: string; name: string; songCount?: number }): ListPanelItem => ({
  id: item.id,
  name: item.name,
  detail: item.songCount === undefined ? "" : String(item.songCount),
});

/** "Todas las canciones": the one entry of the 'Todo' tab, chosen when nothing else is. */
const allSongs = entry({ id: "all", name: copy.allSongs });

/**
 * The shared rule of a list's name, with the validation library: loaded when the "Mis
 * Listas" name field is entered, not with the page (most visits never make a list).
 */
const loadListName = () =>
  import("~/shared/catalog/schema").then((schemas) => schemas.createPlaylistSchema.shape.name);

/** What choosing an entry of each tab filters the songs by ('Todo': nothing). */
const kindOf = { all: null, public: "public", mine: "mine", genres: "genre" } as const;

/**
 * What the route adds: `top`, above everything (what the schedule plays and why);
 * `listTools`, above the songs of the list or style on screen (null: all songs);
 * `after`, below the songs (the offline settings).
 */
export function PlayerPage({
  role,
  top,
  listTools,
  after,
}: {
  role: Role;
  top?: ReactNode;
  listTools?: (source: ScheduleSource | null) => ReactNode;
  after?: ReactNode;
}) {
  usePlayerShortcuts();
  const [namingList, setNamingList] = useState(false);
  const listName = useLoaded(namingList ? loadListName : null);
  const [params, setParams] = useSearchParams();
  const askedTab = params.get("tab");
  const urlTab: PlayerTab = (playerTabs as readonly string[]).includes(askedTab ?? "")
    ? (askedTab as PlayerTab)
    : "all";
  // Null until the listener chooses or types: the page shows what plays till then.
  const [chosen, setChosen] = useState<{ selection: Selection } | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  // A team's employee plays the company's lists (the owner's) in 'Mis Listas'; kept to
  // them by the owner, nothing else is offered, and the catalogue is not asked for.
  const { data: me } = useQuery(meQueryOptions());
  const employee = me?.team.teamRole === "employee";
  const companyOnly = employee && me.team.listsOnly;
  const { data: publicLists } = useQuery({
    ...publicPlaylistsQueryOptions(),
    enabled: !companyOnly,
  });
  const { data: ownLists } = useQuery(ownPlaylistsQueryOptions());
  const { data: genres } = useQuery({ ...genresQueryOptions(), enabled: !companyOnly });
  const tabRefs = useRef(new Map<PlayerTab, HTMLButtonElement>());
  const createList = useCreateOwnPlaylist();
  const makesLists = teamCan(me?.team.teamRole, "playlists:own");
  const blocks = me ? blockReach(me.team) : null;
  const tabsShown: readonly PlayerTab[] = companyOnly ? ["mine"] : playerTabs;
  const tabLabel = (name: PlayerTab) =>
    name === "mine" && employee ? copy.tabs.company : copy.tabs[name];
  const deleteList = useDeleteOwnPlaylist();
  const { outcome, report } = useOutcome();
  useFollowingTheSchedule(() => {
    setChosen(null);
    setTyped(null);
    setParams({}, { replace: true });
  });

  // The page opens on what plays (restored after a reload, or chosen before leaving the
  // page) until the listener chooses something else; a tab asked for in the address wins.
  usePlayerValue((state) => state.sourceKey);
  const queued = selectionOfQueue(playerEngine().queueDescriptor(), {
    genres,
    publicLists,
    ownLists,
  });
  const following =
    !chosen && typed === null && queued && (!askedTab || askedTab === queued.tab) ? queued : null;
  const tab = companyOnly ? "mine" : (following?.tab ?? urlTab);
  const selection = chosen ? chosen.selection : (following?.selection ?? null);
  const search = typed ?? following?.search ?? "";
  const debounced = useDebouncedSearch(search);

  // From the listener's first choice on, the page keeps to what they chose.
  const keepTab = () => {
    if (following && tab !== urlTab) setParams(tab === "all" ? {} : { tab }, { replace: true });
  };
  const choose = (next: Selection) => {
    keepTab();
    setChosen({ selection: next });
  };
  const type = (text: string) => {
    if (!chosen) choose(selection);
    setTyped(text);
  };
  const chooseTab = (next: PlayerTab) => {
    setChosen({ selection: null });
    setParams(next === "all" ? {} : { tab: next }, { replace: true });
  };

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
    nameSchema: listName,
    onNameFocus: () => setNamingList(true),
    creating: createList.isPending,
    onCreate: (name: string) =>
      createList.mutateAsync(
        name,
        report(null, { fallback: copy.errors.createList }, (created) =>
          choose({ kind: "mine", id: created.id, name: created.name }),
        ),
      ),
    question: () => copy.mine.confirmText,
    removing: deleteList.isPending,
    onRemove: (list: ListPanelItem) => {
      // Stop showing the list first: its songs no longer exist to be fetched.
      if (selection?.id === list.id) choose(null);
      return deleteList.mutateAsync(list.id, report(null, { fallback: copy.errors.deleteList }));
    },
  };

  // Leaving the player page saves where the music is (it keeps playing elsewhere).
  useEffect(() => () => playerEngine().requestSave(), []);

  // The tabs pattern: arrows, Home and End move between tabs; Tab leaves the tab list.
  const onTabKey = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowDown: 1,
      ArrowLeft: -1,
      ArrowUp: -1,
    };
    const at = tabsShown.indexOf(tab);
    const target =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? tabsShown.length - 1
          : moves[event.key] !== undefined
            ? (at + (moves[event.key] as number) + tabsShown.length) % tabsShown.length
            : null;
    if (target === null) return;
    event.preventDefault();
    const next = tabsShown[target] as PlayerTab;
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
      {top}
      {!companyOnly && (
        <SearchBox
          label={copy.searchLabel}
          placeholder={copy.search}
          value={search}
          onChange={type}
        />
      )}
      <Alert outcome={outcome} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[16rem_minmax(0,1fr)]">
        <div className="min-w-0 space-y-3">
          <div
            role="tablist"
            aria-label={copy.tabs.label}
            onKeyDown={onTabKey}
            className={`grid gap-1 rounded-xl bg-slate-100 p-1 ${tabsShown.length > 1 ? "grid-cols-4 lg:grid-cols-2" : "grid-cols-1"}`}
          >
            {tabsShown.map((name) => (
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
                {tabLabel(name)}
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
              label={tabLabel(tab)}
              items={column.items}
              empty={column.empty}
              loadingLabel={copy.songs.loading}
              select={{
                selectedId: selection?.id ?? (tab === "all" ? allSongs.id : null),
                onSelect: (item) => {
                  const kind = kindOf[tab];
                  choose(kind && { kind, id: item.id, name: item.name });
                },
              }}
              edit={tab === "mine" && makesLists ? ownListsEdit : undefined}
            />
          </div>
        </div>
        <section aria-label={selection?.name ?? copy.allSongs} className="min-w-0 space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 className="text-lg font-semibold text-slate-900">
              {selection?.name ?? (companyOnly ? copy.tabs.company : copy.allSongs)}
            </h2>
            {blocks && (
              <Link
                to={paths.dashboard.blockedSongs}
                className="inline-flex items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <Ban className="size-4" aria-hidden />
                {blockedSongsCopy.link}
              </Link>
            )}
          </div>
          {listTools?.(scheduleSourceOf(selection))}
          {companyOnly && !selection ? (
            <p className="rounded-2xl bg-white p-6 text-sm text-slate-600 ring-1 ring-slate-200">
              {copy.chooseCompanyList}
            </p>
          ) : (
            <SongList
              key={JSON.stringify(filter)}
              filter={filter}
              removable={makesLists ? removable : null}
              edits={makesLists}
              blocks={blocks}
            />
          )}
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
