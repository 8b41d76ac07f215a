import { FIRST_ANSWERS_ELEMENT_ID } from "~/shared/http/document-data";

/**
 * What every dashboard page asks the API for first: who is signed in (with their access
 * and team), their establishments and the player's saved state. The document carries
 * these answers so the page needs no request before it can draw (decision 030).
 */
const firstAnswerPaths = ["/api/session", "/api/establishments", "/api/music-state"] as const;

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
): Promise<FirstAnswers> {
  const settled = await Promise.all(
    firstAnswerPaths.map(async (path) => {
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
