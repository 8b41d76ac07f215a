import { PLAYER_SONGS_PAGE_SIZE } from "~/shared/catalog/player-songs-page";
import { FIRST_ANSWERS_ELEMENT_ID } from "~/shared/http/document-data";
import { paths } from "~/shared/paths";

/**
 * What every dashboard page asks the API for first: who is signed in (with their access
 * and team), their establishments and the player's saved state. The document carries
 * these answers so the page needs no request before it can draw (decision 030).
 */
const everyPage = ["/api/session", "/api/establishments", "/api/music-state"] as const;

const firstSongs = new URLSearchParams({
  search: "",
  view: "listen",
  page: "1",
  pageSize: String(PLAYER_SONGS_PAGE_SIZE),
});

/**
 * What a page asks for as it opens, beyond what every page does: the player its first
 * songs and lists, the start page the newest songs and what sounds now. On a phone each
 * is a round trip saved after the scripts have run. Live states only where the page asks
 * again once its event stream is open: an answer the document brought is as old as the
 * document, from before the stream, and a change in between would be missed.
 */
const pageFirst: Readonly<Record<string, readonly string[]>> = {
  // What sounds now too, for the skeleton to draw the card as the page will: the page asks
  // for it again once its event stream is open (use-live-events.ts).
  [paths.dashboard.root]: ["/api/songs/recently-played", "/api/songs/recent", "/api/now-playing"],
  [paths.dashboard.player]: [
    `/api/songs?${firstSongs}`,
    "/api/playlists",
    "/api/public-playlists",
    "/api/genres?view=listen",
  ],
  // Every zone as last heard (asked again once the stream is open), and what each zone's
  // card offers: the lists and genres to put on, the messages to say now.
  [paths.dashboard.remote]: [
    "/api/zones/live",
    "/api/playlists",
    "/api/public-playlists",
    "/api/genres?view=listen",
    "/api/messages",
  ],
};

/** The API paths whose answers the document of the page at `pathname` carries. */
export function firstAnswerPaths(pathname: string): readonly string[] {
  const page = pathname.replace(/\/+$/, "") || "/";
  return [...everyPage, ...(pageFirst[page] ?? [])];
}

export interface FirstAnswers {
  /** Each path's JSON body, for the answers that were 200. */
  answers: Record<string, unknown>;
  /** Cookies the API set while answering (a refreshed session), for the document to set. */
  setCookies: string[];
}

/**
 * Asks the API itself (`ask`: the app answering the page's request with its cookie), so the
 * answers are exactly what the browser would get, through the same guards. One that fails
 * or is refused is left out: the page asks for it itself and shows what it always shows.
 */
export async function collectFirstAnswers(
  ask: (path: string) => Promise<Response>,
  asked: readonly string[] = everyPage,
): Promise<FirstAnswers> {
  const settled = await Promise.all(
    asked.map(async (path) => {
      try {
        const response = await ask(path);
        if (response.status !== 200) return null;
        return { path, body: (await response.json()) as unknown, response };
      } catch {
        return null;
      }
    }),
  );
  const answered = settled.filter((entry) => entry !== null);
  return {
    answers: Object.fromEntries(answered.map(({ path, body }) => [path, body])),
    setCookies: answered.flatMap(({ response }) => response.headers.getSetCookie()),
  };
}

/** The answers as a data block: never run, and no `</script>` inside can end it. */
export function firstAnswersElement(answers: Record<string, unknown>): string {
  const json = JSON.stringify(answers).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${json}</script>`;
}
