import { FIRST_ANSWERS_ELEMENT_ID } from "~/shared/http/document-data";

/**
 * How long after the document the answers it brought still stand for the page's own first
 * requests: they are as fresh as the document, and a later request must reach the server.
 */
const FRESH_FOR_MS = 10_000;

/**
 * Which answer a request takes: its path and its query in a fixed order, so the order in
 * which the server and the API client write a query's fields does not matter.
 */
function answerKey(url: string, origin = "http://document"): string {
  const { pathname, searchParams } = new URL(url, origin);
  searchParams.sort();
  const search = searchParams.toString();
  return search ? `${pathname}?${search}` : pathname;
}

/** The answers of the document's data block (none when it has none or it is not JSON). */
export function parseFirstAnswers(text: string | null | undefined): Map<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text ?? "{}");
    const isRecord = typeof parsed === "object" && parsed !== null && !Array.isArray(parsed);
    const entries = isRecord ? Object.entries(parsed) : [];
    return new Map(entries.map(([path, body]) => [answerKey(path), body]));
  } catch {
    return new Map();
  }
}

/**
 * The answer kept for this GET of `url` as a response, once (it leaves `answers`), while
 * the page is younger than FRESH_FOR_MS; otherwise undefined and the request goes out.
 */
export function takeFirstAnswer(
  answers: Map<string, unknown>,
  request: { url: string; origin: string; method?: string; pageAgeMs: number },
): Response | undefined {
  if ((request.method ?? "GET").toUpperCase() !== "GET") return undefined;
  const taken = takeFirstAnswerBody(answers, {
    key: answerKey(request.url, request.origin),
    pageAgeMs: request.pageAgeMs,
  });
  if (!taken) return undefined;
  return new Response(JSON.stringify(taken.body), {
    status: 200,
    headers: { "Content-Type": "application/json" },
  });
}

/** The body kept for `key`, once (it leaves `answers`), while the page is young. */
export function takeFirstAnswerBody(
  answers: Map<string, unknown>,
  asked: { key: string; pageAgeMs: number },
): { body: unknown } | undefined {
  if (!answers.has(asked.key)) return undefined;
  const body = answers.get(asked.key);
  answers.delete(asked.key);
  return asked.pageAgeMs > FRESH_FOR_MS ? undefined : { body };
}

/** What the document brought, as it came, and what of it no request has taken yet. */
let documentAnswers: { brought: ReadonlyMap<string, unknown>; left: Map<string, unknown> };

function answersOfDocument() {
  if (!documentAnswers) {
    const element = document.getElementById(FIRST_ANSWERS_ELEMENT_ID);
    const brought = parseFirstAnswers(element?.textContent);
    element?.remove();
    documentAnswers = { brought, left: new Map(brought) };
  }
  return documentAnswers;
}

/**
 * The answer the document brought for `path`, taken or not (undefined: none): what the
 * skeleton drew from it stays the same however often the skeleton is drawn again.
 */
export function peekFirstAnswer(path: string): unknown {
  return answersOfDocument().brought.get(answerKey(path));
}

/**
 * The answer the document brought for `path`, as a query's first data, once and while the
 * document is young (FRESH_FOR_MS): the page's first render draws it instead of a moment
 * later, when a line appearing would push the page down. Taken, so no later request is
 * answered with it: a refetch after a change must reach the server.
 */
export function takeFirstAnswerData<T>(path: string): T | undefined {
  const asked = { key: answerKey(path), pageAgeMs: performance.now() };
  return takeFirstAnswerBody(answersOfDocument().left, asked)?.body as T | undefined;
}

/**
 * The answer the document brought for this request (decision 030), once: the page's first
 * request for the session, its establishments, the player's state… needs no network.
 */
export function firstAnswer(url: string, init?: RequestInit): Response | undefined {
  const answers = answersOfDocument().left;
  if (answers.size === 0) return undefined;
  return takeFirstAnswer(answers, {
    url,
    origin: window.location.origin,
    method: init?.method,
    pageAgeMs: performance.now(),
  });
}
