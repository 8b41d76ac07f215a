import type { SongPage } from "~/server/features/catalog/list-songs";
import type { GenreSummary } from "~/server/features/catalog/list-genres";
import type { SongSummary } from "~/server/features/catalog/song-summary";
import type { Access } from "~/shared/accounts/access";
import { normalizeText } from "~/shared/catalog/normalize";
import { DEFAULT_SOUND } from "~/shared/audio/sound-settings";
import type { MusicStateFields } from "~/shared/player/music-state";
import { demoTracks } from "~/server/features/catalog/demo/demo-catalog";
import type { Recorder, RouteKind } from "./recorder";
import type { Shop } from "./seed";

const REQUEST_TIMEOUT_MS = 10_000;
const THINK_MIN_MS = 500;
const THINK_MAX_MS = 2000;
/** After a failed sign-in, the next try comes 3–6 s later. */
const SIGN_IN_RETRY_MIN_MS = 3000;
/** Of the songs played, how many are also sought into (a second Range request). */
const SEEK_SHARE = 0.3;
/** How often, out of every action, a user does each thing. */
const ACTIONS = [
  ["browse", 0.25],
  ["search", 0.2],
  ["genre", 0.15],
  ["play", 0.25],
  ["save", 0.15],
] as const;
type Action = (typeof ACTIONS)[number][0];

const EVENTS_ROUTE = "GET /api/events";
const AUDIO_ROUTE = "GET /api/songs/:id/audio";

/** Four-letter prefixes of the demo titles' and artists' words: what people type. */
export const searchTerms = [
  ...new Set(
    demoTracks
      .flatMap((track) => normalizeText(`${track.title} ${track.artist}`).split(" "))
      .filter((word) => word.length >= 4)
      .map((word) => word.slice(0, 4)),
  ),
];

function describe(error: unknown): string {
  if (error instanceof Error && error.name === "TimeoutError") return "timeout";
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return `network error ${cause?.code ?? (error as Error).message}`;
}

export interface VirtualUserOptions {
  appUrl: string;
  shop: Shop;
  password: string;
  random: () => number;
  recorder: Recorder;
  /** performance.now() at which the user signs in. */
  startsAt: number;
  /** performance.now() after which the user starts nothing new. */
  endsAt: number;
}

export interface VirtualUserResult {
  /** From the user's arrival to its session cookie, retries included; null: never. */
  signInMs: number | null;
  /** Server-Sent Events received (ready and heartbeats) on the held stream. */
  events: number;
}

/**
 * One shop: signs in, opens the dashboard (session, saved music state, newest songs,
 * the event stream it holds to the end), then browses, searches, picks genres, plays
 * (access check, then the audio with Range, sometimes a seek) and saves where the
 * player is, with a think time of 0.5–2 s between actions.
 */
export async function runVirtualUser(options: VirtualUserOptions): Promise<VirtualUserResult> {
  const { appUrl, shop, random, recorder } = options;
  const headers: Record<string, string> = { "x-forwarded-for": shop.ip };
  const writeHeaders = () => ({ ...headers, origin: appUrl, "content-type": "application/json" });
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  /** A timed request whose whole body is read; the response when it is a 200, else null. */
  async function exchange(route: string, path: string, init: RequestInit = {}) {
    const started = performance.now();
    try {
      const response = await fetch(`${appUrl}${path}`, {
        ...init,
        headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const problem = response.status === 200 ? null : `status ${response.status}`;
      recorder.response(route, "api", performance.now() - started, problem);
      return problem ? null : { response, text };
    } catch (error) {
      recorder.lost(route, "api", describe(error));
      return null;
    }
  }

  /** `exchange`, read as JSON. */
  async function call<T>(route: string, path: string, init?: RequestInit): Promise<T | null> {
    const answer = await exchange(route, path, init);
    return answer ? (JSON.parse(answer.text) as T) : null;
  }

  /** An audio Range request: time to the headers and to the last byte; its total size. */
  async function fetchAudio(link: string, from: number): Promise<number | null> {
    const started = performance.now();
    const firstByte = `${AUDIO_ROUTE} (first byte)`;
    const kind: RouteKind = "audio";
    try {
      const response = await fetch(`${appUrl}${link}`, {
        headers: { ...headers, range: `bytes=${from}-` },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const problem = response.status === 206 ? null : `status ${response.status}`;
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      let read = await reader.read();
      recorder.partial(firstByte, kind, performance.now() - started);
      while (!read.done) read = await reader.read();
      recorder.response(AUDIO_ROUTE, kind, performance.now() - started, problem);
      const total = /\/(\d+)$/.exec(response.headers.get("content-range") ?? "")?.[1];
      return problem ? null : Number(total);
    } catch (error) {
      recorder.lost(AUDIO_ROUTE, kind, describe(error));
      return null;
    }
  }

  /** GET /api/events, read until the run ends; cut before that, it counts as an error. */
  function holdEventStream() {
    const controller = new AbortController();
    let events = 0;
    const held = (async () => {
      const started = performance.now();
      let response: Response;
      try {
        response = await fetch(`${appUrl}/api/events`, { headers, signal: controller.signal });
      } catch (error) {
        recorder.lost(EVENTS_ROUTE, "api", describe(error));
        return;
      }
      const ok = response.status === 200 && response.body !== null;
      recorder.response(
        EVENTS_ROUTE,
        "api",
        performance.now() - started,
        ok ? null : `status ${response.status}`,
      );
      if (!ok || !response.body) return;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let pending = "";
      try {
        for (let read = await reader.read(); !read.done; read = await reader.read()) {
          // Each message ends with a blank line; a chunk may end in the middle of one.
          const messages = (pending + decoder.decode(read.value, { stream: true })).split("\n\n");
          pending = messages.pop() ?? "";
          events += messages.length;
        }
        if (!controller.signal.aborted)
          recorder.failedLater(EVENTS_ROUTE, "api", "the stream ended before the run did");
      } catch (error) {
        if (!controller.signal.aborted)
          recorder.failedLater(EVENTS_ROUTE, "api", `the stream broke: ${describe(error)}`);
      }
    })();
    return async () => {
      controller.abort();
      await held;
      return events;
    };
  }

  // What this user has seen, and what its player holds.
  let songs: SongSummary[] = [];
  let pages = 1;
  let genres: GenreSummary[] = [];
  let playing: { songId: string; since: number; duration: number } | null = null;
  let source: MusicStateFields["queue"] = null;

  function took(page: SongPage | null) {
    if (!page) return;
    pages = Math.max(1, Math.ceil(page.total / page.pageSize));
    if (page.items.length > 0) songs = page.items;
  }

  const actions: Record<Action, () => Promise<void>> = {
    async browse() {
      const page = 1 + Math.floor(random() * pages);
      took(await call<SongPage>("GET /api/songs?page=:n", `/api/songs?page=${page}`));
    },
    async search() {
      const term = pick(searchTerms);
      took(await call<SongPage>("GET /api/songs?search=:q", `/api/songs?search=${term}`));
    },
    async genre() {
      if (genres.length === 0 || random() < 0.3)
        genres = (await call<GenreSummary[]>("GET /api/genres", "/api/genres")) ?? genres;
      if (genres.length === 0) return;
      const genreId = pick(genres).id;
      took(
        await call<SongPage>(
          "GET /api/songs?genreId=:id",
          `/api/songs?genreId=${encodeURIComponent(genreId)}`,
        ),
      );
      source = { source: { kind: "catalog", search: "", genreId }, index: 0 };
    },
    async play() {
      if (songs.length === 0) return;
      const index = Math.floor(random() * songs.length);
      const chosen = songs[index] as SongSummary;
      const access = await call<Access & { audio: { url: string } | null }>(
        "GET /api/access",
        `/api/access?songId=${chosen.id}`,
      );
      if (!access) return;
      if (!access.active || !access.audio) {
        recorder.failedLater("GET /api/access", "api", "no access for a subscriber");
        return;
      }
      const size = await fetchAudio(access.audio.url, 0);
      if (size && random() < SEEK_SHARE)
        await fetchAudio(access.audio.url, Math.floor(random() * size));
      playing = { songId: chosen.id, since: performance.now(), duration: chosen.durationSeconds };
      if (source) source = { ...source, index };
    },
    async save() {
      const position = playing
        ? ((performance.now() - playing.since) / 1000) % Math.max(1, playing.duration)
        : 0;
      const state: MusicStateFields = {
        volume: Math.round(random() * 100) / 100,
        currentSongId: playing?.songId ?? null,
        position,
        queue: playing ? source : null,
        sound: DEFAULT_SOUND,
      };
      await call("PUT /api/music-state", "/api/music-state", {
        method: "PUT",
        headers: writeHeaders(),
        body: JSON.stringify(state),
      });
    },
  };

  function nextAction(): Action {
    let roll = random();
    for (const [action, share] of ACTIONS) {
      if (roll < share) return action;
      roll -= share;
    }
    return "browse";
  }

  /** The session cookie, or null when sign-in failed (counted by `exchange`). */
  async function signIn(): Promise<string | null> {
    const route = "POST /api/auth/sign-in/email";
    const answer = await exchange(route, "/api/auth/sign-in/email", {
      method: "POST",
      headers: writeHeaders(),
      body: JSON.stringify({ email: shop.email, password: options.password }),
    });
    if (!answer) return null;
    const cookie = answer.response.headers
      .getSetCookie()
      .find((value) => value.startsWith("sonaria.session_token="))
      ?.split(";")[0];
    if (!cookie) recorder.failedLater(route, "api", "no session cookie");
    return cookie ?? null;
  }

  await sleep(Math.max(0, options.startsAt - performance.now()));
  // Like a person at the counter, a user whose sign-in fails tries again a little later.
  let cookie = await signIn();
  while (!cookie && performance.now() < options.endsAt) {
    await sleep(SIGN_IN_RETRY_MIN_MS + random() * SIGN_IN_RETRY_MIN_MS);
    cookie = await signIn();
  }
  if (!cookie) return { signInMs: null, events: 0 };
  const signInMs = performance.now() - options.startsAt;
  headers.cookie = cookie;

  const closeStream = holdEventStream();
  await call("GET /api/session", "/api/session");
  await call("GET /api/music-state", "/api/music-state");
  songs = (await call<SongSummary[]>("GET /api/songs/recent", "/api/songs/recent")) ?? [];
  source = { source: { kind: "recent" }, index: 0 };

  while (performance.now() < options.endsAt) {
    await sleep(THINK_MIN_MS + random() * (THINK_MAX_MS - THINK_MIN_MS));
    if (performance.now() >= options.endsAt) break;
    await actions[nextAction()]();
  }
  return { signInMs, events: await closeStream() };
}
