import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ListMusic } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useSearchParams } from "react-router";
import { can, type Role } from "~/shared/accounts/roles";
import { playerCopy } from "~/shared/copy/player";
import { Alert } from "~/web/components/ui/alert";
import { Button } from "~/web/components/ui/button";
import { ConfirmDialog } from "~/web/components/ui/confirm-dialog";
import { DeleteIconButton } from "~/web/components/ui/delete-icon-button";
import { inputBaseClasses } from "~/web/components/ui/field";
import { SearchBox } from "~/web/components/ui/search-box";
import { genresQueryOptions, publicPlaylistsQueryOptions } from "~/web/lib/catalog-queries";
import { useDebouncedValue } from "~/web/lib/use-debounced-value";
import {
  createOwnPlaylist,
  deleteOwnPlaylist,
  ownPlaylistsQueryOptions,
  type OwnPlaylist,
} from "./api";
import { PlayerBar } from "./player-bar";
import { playerEngine } from "./player-engine";
import { SongList } from "./song-list";
import { SongSkeletons } from "./song-skeletons";
import { usePlayerShortcuts } from "./use-player-shortcuts";

export const playerTabs = ["all", "public", "mine", "genres"] as const;
export type PlayerTab = (typeof playerTabs)[number];

type Selection = { kind: "public" | "mine" | "genre"; id: string; name: string } | null;

const copy = playerCopy;

function ListButton(props: {
  name: string;
  detail?: string;
  selected: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={props.selected}
      onClick={props.onClick}
      className={`flex w-full min-w-0 items-center gap-2 rounded-xl px-3 py-2 text-left text-sm ${props.selected ? "bg-brand-600 text-white" : "text-slate-700 hover:bg-slate-100"}`}
    >
      <ListMusic className="size-4 flex-none" aria-hidden />
      <span className="min-w-0 flex-1 truncate">{props.name}</span>
      {props.detail && (
        <span className={`text-xs ${props.selected ? "text-brand-100" : "text-slate-600"}`}>
          {props.detail}
        </span>
      )}
    </button>
  );
}

export function PlayerPage({ role }: { role: Role }) {
  usePlayerShortcuts();
  const queryClient = useQueryClient();
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
  const [newList, setNewList] = useState("");
  const [doomed, setDoomed] = useState<OwnPlaylist | null>(null);
  const [error, setError] = useState<string | null>(null);

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

  async function create(event: FormEvent) {
    event.preventDefault();
    const name = newList.trim();
    if (!name) return;
    try {
      const created = await createOwnPlaylist(name);
      setNewList("");
      setError(null);
      await queryClient.invalidateQueries({ queryKey: ["playlists"] });
      setSelection({ kind: "mine", id: created.id, name: created.name });
    } catch {
      setError(copy.errors.createList);
    }
  }

  async function remove(list: OwnPlaylist) {
    // Stop showing the list first: its songs no longer exist to be fetched.
    if (selection?.id === list.id) setSelection(null);
    try {
      await deleteOwnPlaylist(list.id);
      setError(null);
      await queryClient.invalidateQueries({ queryKey: ["playlists"] });
    } catch {
      setError(copy.errors.deleteList);
    } finally {
      setDoomed(null);
    }
  }

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
      {error && <Alert tone="error">{error}</Alert>}
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
            {tab === "all" && (
              <ListButton
                name={copy.allSongs}
                selected={selection === null}
                onClick={() => setSelection(null)}
              />
            )}
            {tab === "public" &&
              (!publicLists ? (
                <SongSkeletons count={3} />
              ) : publicLists.length === 0 ? (
                <p className="px-3 text-sm text-slate-600">{copy.publicEmpty}</p>
              ) : (
                publicLists.map((list) => (
                  <ListButton
                    key={list.id}
                    name={list.name}
                    detail={String(list.songCount)}
                    selected={selection?.id === list.id}
                    onClick={() => setSelection({ kind: "public", id: list.id, name: list.name })}
                  />
                ))
              ))}
            {tab === "mine" && (
              <>
                <form onSubmit={create} className="flex gap-2 pb-2">
                  <input
                    aria-label={copy.mine.newList}
                    placeholder={copy.mine.newList}
                    value={newList}
                    maxLength={80}
                    onChange={(event) => setNewList(event.target.value)}
                    className={`${inputBaseClasses} min-w-0 flex-1 text-sm`}
                  />
                  <Button type="submit" size="sm" disabled={!newList.trim()}>
                    {copy.mine.create}
                  </Button>
                </form>
                {!ownLists && <SongSkeletons count={3} />}
                {ownLists?.length === 0 && (
                  <p className="px-3 text-sm text-slate-600">{copy.mine.empty}</p>
                )}
                {ownLists?.map((list) => (
                  <div key={list.id} className="flex items-center gap-1">
                    <ListButton
                      name={list.name}
                      detail={String(list.songCount)}
                      selected={selection?.id === list.id}
                      onClick={() => setSelection({ kind: "mine", id: list.id, name: list.name })}
                    />
                    <DeleteIconButton
                      label={copy.mine.deleteLabel(list.name)}
                      onClick={() => setDoomed(list)}
                    />
                  </div>
                ))}
              </>
            )}
            {tab === "genres" &&
              (!genres ? (
                <SongSkeletons count={4} />
              ) : genres.length === 0 ? (
                <p className="px-3 text-sm text-slate-600">{copy.genresEmpty}</p>
              ) : (
                genres.map((genre) => (
                  <ListButton
                    key={genre.id}
                    name={genre.name}
                    detail={String(genre.songCount)}
                    selected={selection?.id === genre.id}
                    onClick={() => setSelection({ kind: "genre", id: genre.id, name: genre.name })}
                  />
                ))
              ))}
          </div>
        </div>
        <section aria-label={selection?.name ?? copy.allSongs} className="min-w-0 space-y-3">
          <h2 className="text-lg font-semibold text-slate-900">
            {selection?.name ?? copy.allSongs}
          </h2>
          <SongList key={JSON.stringify(filter)} filter={filter} removable={removable} />
          {/* Touch screens have no keyboard to use these with. */}
          <p className="text-xs text-slate-600 pointer-coarse:hidden">{copy.shortcuts}</p>
        </section>
      </div>
      <PlayerBar variant="full" />
      <ConfirmDialog
        open={doomed !== null}
        title={doomed ? copy.mine.confirmTitle(doomed.name) : ""}
        confirmLabel={copy.mine.confirm}
        cancelLabel={copy.mine.cancel}
        onConfirm={() => doomed && void remove(doomed)}
        onCancel={() => setDoomed(null)}
      >
        {copy.mine.confirmText}
      </ConfirmDialog>
    </div>
  );
}
