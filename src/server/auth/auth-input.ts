import type { MiddlewareHandler } from "hono";
import { isStorableText } from "~/shared/validation/text";
import { AppError } from "../domain/app-error";

// The JSON types better-auth parses as JSON (better-call's own test).
const jsonType = /^application\/([a-z0-9.+-]*\+)?json/i;

/** Every string in a JSON value, keys included. */
function* stringsOf(value: unknown): Generator<string> {
  if (typeof value === "string") yield value;
  else if (Array.isArray(value)) for (const item of value) yield* stringsOf(item);
  else if (value && typeof value === "object")
    for (const [key, item] of Object.entries(value)) {
      yield key;
      yield* stringsOf(item);
    }
}

function bodyStrings(body: string, contentType: string): Iterable<string> {
  if (jsonType.test(contentType)) {
    try {
      return stringsOf(JSON.parse(body));
    } catch {
      return []; // Malformed: better-auth answers it with its own 400.
    }
  }
  if (contentType.toLowerCase().includes("application/x-www-form-urlencoded"))
    return stringsOf([...new URLSearchParams(body)]);
  return [];
}

function decoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * better-auth reads its input past our schemas, and a NUL in a token or an e-mail
 * reaches PostgreSQL, which refuses the byte (a 500). So its requests are refused (400)
 * when any string in the path, the query or the body (JSON or a form) holds a NUL or a
 * lone surrogate. Runs after the body limit; the body is read as text once and handed
 * on in a new Request.
 */
export function authInputHygiene(): MiddlewareHandler {
  return async (c, next) => {
    const url = new URL(c.req.url);
    const strings = [decoded(url.pathname), ...stringsOf([...url.searchParams])];
    const request = c.req.raw;
    let body: string | undefined;
    if (request.body) {
      body = await request.text();
      strings.push(...bodyStrings(body, request.headers.get("content-type") ?? ""));
    }
    if (!strings.every(isStorableText))
      throw new AppError("BAD_REQUEST", "Text with a NUL or a lone surrogate cannot be accepted");
    // Built field by field: from Node's lightweight request, `new Request(request)` would
    // take the headers as received, without the client address clientIp() set.
    if (body !== undefined)
      c.req.raw = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        signal: request.signal,
        body,
      });
    await next();
  };
}
