import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context, type MiddlewareHandler } from "hono";
import { appInstalledCookieSet } from "~/shared/http/app-installed-cookie";
import { pageHeading, type PageHeading } from "~/shared/page-headings";
import { firstNowSoundingOf, soundsIn, type FirstNowSounding } from "~/shared/start-page-card";
import { clientRenderedPrefixes, paths, prerenderedPaths } from "~/shared/paths";
import { escapeHtml } from "../infra/escape-html";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { firstAnswersElement, type FirstAnswers } from "./first-answers";
import { htmlDocuments, type HtmlDocument } from "./html-documents";
import { routeModules, routeModulesElement } from "./route-modules";

const IMMUTABLE = "public, max-age=31536000, immutable";
const SHORT = "public, max-age=3600";
// The browser checks the service worker for updates itself; no cache may hold an old one.
const REVALIDATE = "no-cache";
const SPA_FALLBACK = "__spa-fallback.html";

const prerendered = new Set<string>(prerenderedPaths);

/** Pages search engines must not list: a certificate names a business, an invitation a person. */
const unindexedPrefixes = [paths.verifyCertificate(""), paths.invitation("")];

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
}

function isClientRendered(pathname: string): boolean {
  return clientRenderedPrefixes.some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

/** Which HTML file answers a page path, and with which status. */
export function resolvePage(pathname: string): { file: string; status: 200 | 404 } {
  const page = normalise(pathname);
  if (prerendered.has(page)) {
    return {
      file: page === "/" ? "index.html" : path.join(page.slice(1), "index.html"),
      status: 200,
    };
  }
  // Unknown pages get the SPA shell too, which renders the Spanish 404 page.
  return { file: SPA_FALLBACK, status: isClientRendered(page) ? 200 : 404 };
}

/**
 * A client-rendered page's own document: the shell, the modules its route runs and the
 * API's first answers for whoever asks (decision 030). It names a person, so no cache keeps
 * it; compressed per request, quickly (a few kilobytes).
 */
function pageDocument(
  shell: HtmlDocument,
  page: {
    modules: string[];
    answers?: FirstAnswers;
    heading: PageHeading | null;
    nowSounding: FirstNowSounding | null;
  },
) {
  const modules = page.modules.length > 0 ? routeModulesElement(page.modules) : "";
  const data = page.answers ? firstAnswersElement(page.answers.answers) : "";
  const html = shell.identity
    .toString("utf8")
    .replace("</head>", `${modules}</head>`)
    // At the end: on a slow connection the skeleton paints before the answers arrive, and
    // the scripts, which read them, run only once the document is parsed.
    .replace("</body>", `${data}</body>`)
    .replace(slot("heading"), (empty) => filled(empty, page.heading?.title))
    .replace(slot("lead"), (empty) => filled(empty, page.heading?.lead))
    .replace(slot("back"), (bar) => (page.heading?.back === false ? "" : bar));
  const identity = Buffer.from(withNowSounding(html, page.nowSounding));
  return {
    identity,
    gzip: gzipSync(identity, { level: 5 }),
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }),
    csp: shell.csp,
  };
}

/** A place of the skeleton the page's heading fills (app-skeleton.tsx): an empty span. */
const slot = (name: "heading" | "lead" | "back") =>
  new RegExp(`<span data-page-${name}=""[^>]*></span>`);
const filled = (empty: string, text: string | null | undefined) =>
  text ? empty.replace("></", `>${escapeHtml(text)}</`) : empty;

/** The start page's card in the skeleton (app-skeleton.tsx): shown, and its song written. */
function withNowSounding(html: string, card: FirstNowSounding | null): string {
  if (!card) return html;
  const look = card.song ? "song" : "nothing";
  const shown = html.replace(
    `<div data-page-card="${look}" class="hidden"`,
    `<div data-page-card="${look}" class="mt-8"`,
  );
  if (!card.song) return shown;
  return shown
    .replace(cardSlot("title"), (empty) => filled(empty, card.song.title))
    .replace(cardSlot("artist"), (empty) => filled(empty, card.song.artist))
    .replace(cardSlot("where"), (empty) => filled(empty, soundsIn(card.establishments)));
}

/** A line of the skeleton's card the song fills: an empty element marked data-now-…. */
const cardSlot = (name: "title" | "artist" | "where") =>
  new RegExp(`<(p|span) [^>]*data-now-${name}=""[^>]*></(p|span)>`);

/** The start page's card as it will first be drawn, when the document's answers say. */
function nowSoundingOf(c: Context, pathname: string, answers?: FirstAnswers) {
  if (pathname !== paths.dashboard.root || !answers) return null;
  const installed = appInstalledCookieSet(c.req.header("Cookie"));
  return firstNowSoundingOf((path) => answers.answers[path], installed);
}

/** The heading the page will draw, for whoever is signed in (none for a visitor). */
function headingOf(pathname: string, answers?: FirstAnswers): PageHeading | null {
  const me = answers?.answers["/api/session"] as Parameters<typeof pageHeading>[1] | null;
  return me ? pageHeading(pathname, me) : null;
}

function sendHtml(c: Context, document: HtmlDocument, status: 200 | 404) {
  const accepted = c.req.header("Accept-Encoding") ?? "";
  const encoding = /\bbr\b/.test(accepted) ? "br" : /\bgzip\b/.test(accepted) ? "gzip" : undefined;
  const body = encoding ? document[encoding] : document.identity;
  c.header("Content-Type", "text/html; charset=utf-8");
  if (!c.res.headers.has("Cache-Control")) c.header("Cache-Control", "no-cache");
  c.header("Content-Security-Policy", document.csp);
  if (!c.res.headers.has("Vary")) c.header("Vary", "Accept-Encoding");
  if (unindexedPrefixes.some((prefix) => c.req.path.startsWith(prefix)))
    c.header("X-Robots-Tag", "noindex");
  if (encoding) c.header("Content-Encoding", encoding);
  if (c.req.method === "HEAD") return c.body(null, status);
  return c.body(new Uint8Array(body), status);
}

/** What follows /verificar/ in a page's path ("" for /verificar), or null for any other page. */
function verificationCode(pathname: string): string | null {
  const prefix = paths.verifyCertificate("");
  const page = normalise(pathname);
  if (`${page}/` === prefix) return "";
  return page.startsWith(prefix) ? page.slice(prefix.length) : null;
}

/**
 * The web build: hashed assets cached for a year, pages as HTML with their own CSP.
 * `certificateExists` (from the certificates feature) lets /verificar/<code> answer 404 for
 * a code that names no certificate, as the API does, though the page itself says so.
 */
export function webRoutes(options: {
  root: string;
  storageOrigins?: readonly string[];
  certificateExists?: (code: string) => Promise<boolean>;
  /** The API's first answers for the request's session (its cookie). */
  firstAnswers?: (c: Context) => Promise<FirstAnswers>;
}) {
  const documents = htmlDocuments(options.root, options.storageOrigins);
  const { certificateExists, firstAnswers } = options;
  let modulesOfPage: Promise<(pathname: string) => string[]> | undefined;
  const shellModules = async (pathname: string) => {
    modulesOfPage ??= documents
      .get(SPA_FALLBACK)
      .then((shell) => routeModules(options.root, shell.identity.toString("utf8")))
      // Without the manifest the page still works: its modules are found as they load.
      .catch(() => () => []);
    return (await modulesOfPage)(pathname);
  };
  /** The shell as a signed-in page of the app (or its sign-in pages) is sent. */
  const appDocument = async (c: Context) => {
    const [shell, modules, answers] = await Promise.all([
      documents.get(SPA_FALLBACK),
      shellModules(normalise(c.req.path)),
      c.req.method === "GET" ? firstAnswers?.(c) : undefined,
    ]);
    for (const cookie of answers?.setCookies ?? [])
      c.header("Set-Cookie", cookie, { append: true });
    c.header("Cache-Control", "private, no-store");
    c.header("Vary", "Accept-Encoding, Cookie");
    const pathname = normalise(c.req.path);
    const heading = headingOf(pathname, answers);
    const nowSounding = nowSoundingOf(c, pathname, answers);
    return pageDocument(shell, { modules, answers, heading, nowSounding });
  };
  // Only /verificar/<one segment> shows a certificate; anything else there is unknown too.
  const isUnknownCertificate = async (pathname: string) => {
    const code = verificationCode(pathname);
    if (code === null || !certificateExists) return false;
    return code === "" || code.includes("/") || !(await certificateExists(code));
  };
  const files = serveStatic({ root: options.root, precompressed: true });
  const staticFiles =
    (cacheControl: string): MiddlewareHandler =>
    async (c, next) => {
      // serveStatic returns the file's response, or calls `next` when there is none.
      const response = await files(c, next);
      if (response?.ok) response.headers.set("Cache-Control", cacheControl);
      return response;
    };

  return new Hono()
    .use("/assets/*", staticFiles(IMMUTABLE))
    .use(paths.serviceWorker, staticFiles(REVALIDATE))
    .on(["GET", "HEAD"], "*", async (c, next) => {
      const lastSegment = c.req.path.split("/").pop() ?? "";
      if (lastSegment.includes(".")) return next();
      const { file, status } = resolvePage(c.req.path);
      const unknown = await isUnknownCertificate(c.req.path);
      if (file === SPA_FALLBACK && status === 200 && !unknown)
        return sendHtml(c, await appDocument(c), status);
      return sendHtml(c, await documents.get(file), unknown ? 404 : status);
    })
    .use("*", staticFiles(SHORT));
}
