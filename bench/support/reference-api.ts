/**
 * The reference for bench/api-throughput.ts: the least a server can do to answer the same
 * signed-in requests — node:http and a pg pool the app's size, no framework, no ORM, no
 * cache. Each request verifies the session cookie's signature (HMAC-SHA256, as
 * better-auth signs it), finds the session and its user in one query, then runs the
 * endpoint's own queries:
 * - /api/session: the user's subscriptions (for access), answered with the profile;
 * - /api/songs?page=1: the first page of the catalogue by title and the total, in parallel;
 * - /healthz: nothing; /readyz: `select 1`.
 * Started by the bench as its own process: PORT, DATABASE_URL, AUTH_SECRET.
 */
import { timingSafeEqual } from "node:crypto";
import http from "node:http";
import pg from "pg";
import { SESSION_COOKIE, sessionSignature } from "./session-cookie";

const secret = process.env.AUTH_SECRET ?? "";
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const COOKIE = `${SESSION_COOKIE}=`;

function sessionToken(cookieHeader: string | undefined): string | null {
  const start = cookieHeader?.indexOf(COOKIE) ?? -1;
  if (!cookieHeader || start < 0) return null;
  const end = cookieHeader.indexOf(";", start);
  const value = decodeURIComponent(
    cookieHeader.slice(start + COOKIE.length, end < 0 ? undefined : end),
  );
  const dot = value.lastIndexOf(".");
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), "base64");
  const expected = Buffer.from(sessionSignature(token, secret), "base64");
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

async function signedInUser(request: http.IncomingMessage) {
  const token = sessionToken(request.headers.cookie);
  if (!token) return null;
  const { rows } = await pool.query(
    `select u.id, u.email, u.name, u.role, u.phone, u.company, u.billing_info,
       u.campaigns_consent, u.created_at
     from session s join "user" u on u.id = s.user_id
     where s.token = $1 and s.expires_at > now() and u.email_verified`,
    [token],
  );
  return rows[0] ?? null;
}

const json = (response: http.ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
};

async function handle(request: http.IncomingMessage, response: http.ServerResponse) {
  const url = request.url ?? "/";
  if (url === "/healthz") return json(response, 200, { status: "ok" });
  if (url === "/readyz") {
    await pool.query("select 1");
    return json(response, 200, { status: "ready" });
  }
  const user = await signedInUser(request);
  if (!user) return json(response, 401, { error: { code: "UNAUTHENTICATED" } });
  if (url === "/api/session") {
    const { rows } = await pool.query(
      `select provider, status, plan_name, tier, cancel_at_period_end, current_period_end,
         trial_end from subscription where user_id = $1`,
      [user.id],
    );
    return json(response, 200, { user, subscriptions: rows });
  }
  if (url.startsWith("/api/songs")) {
    const [page, total] = await Promise.all([
      pool.query(
        `select s.id, s.title, s.artist, s.genre_id, g.name as genre_name,
           s.duration_seconds, false as in_playlist
         from song s join genre g on g.id = s.genre_id
         order by s.title, s.id limit 25 offset 0`,
      ),
      pool.query("select count(*)::int as total from song"),
    ]);
    return json(response, 200, {
      items: page.rows,
      total: total.rows[0].total,
      page: 1,
      pageSize: 25,
    });
  }
  return json(response, 404, { error: { code: "NOT_FOUND" } });
}

http
  .createServer((request, response) => {
    handle(request, response).catch((error: unknown) =>
      json(response, 500, { error: String(error) }),
    );
  })
  .listen(Number(process.env.PORT), "127.0.0.1");
