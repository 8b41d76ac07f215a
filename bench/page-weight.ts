/**
 * Reports the JavaScript and CSS bytes (gzip) each public page loads, from the
 * production build: the files it links or imports and what its HTML holds inline.
 * Fails when any public page exceeds the JavaScript budget (60 KB: the public pages
 * ship no React, decision 012) or the home HTML lacks the hero text.
 *
 * Then the signed-in pages a shop uses every day, none of which may load code it does not
 * use: the shell's scripts and the modules of the page's routes, as the server names them
 * in the page's document (decision 030). Fails when the player, the remote or the start
 * page load the validation library, the form library or the e-mail editor (other screens'),
 * when a page loads a module none of its routes imports (read from the build's module
 * graph, `build/module-graph.json`: code that only shares a file with its own), when it
 * loads more than 20 script files, or when a page grows past its ceiling (today's weight:
 * it may only shrink); the goal of 150 KB is reported for `npm run bench`, which fails
 * while it is missed.
 * Deterministic, so `npm test` runs it after the build.
 * Run: `npm run build && npx tsx bench/page-weight.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { homeCopy } from "~/shared/copy/site";
import { prerenderedPaths } from "~/shared/paths";
import { routeIds, routeModules } from "~/server/http/route-modules";
import { foreignModules, readModuleGraph } from "./support/module-graph";
import { reportGoal } from "./support/goals";

const root = "build/client";
const PAGE_JS_BUDGET = 60 * 1024;
const SHOP_PAGE_JS_GOAL = 150 * 1024;
/**
 * Each file costs a slow phone's main thread (its preload, request and module record):
 * the player in 16 files opens about a fifth sooner at CPU ×4 than in 43 (decision 030).
 */
const SHOP_PAGE_MAX_FILES = 20;
/**
 * Code a page should load only if it is the screen that uses it, by a name each library
 * keeps when minified: zod's schema classes, react-hook-form's options, Tiptap's editor.
 */
const foreignCode = {
  "zod (validation)": "$ZodType",
  "react-hook-form": "shouldUnregister",
  "Tiptap (e-mail editor)": "ProseMirror",
} as const;
/**
 * The shop's pages, and the libraries each may load (the history filters with a form).
 * Head office's network page is kept `apart` (vite.config.ts): no other screen's libraries
 * and a ceiling, but it shares the shop's files as they are, so it loads some of their
 * code it does not run, in more files than the shop's pages may.
 */
const shopPages: {
  page: string;
  ceilingKb: number;
  uses: (keyof typeof foreignCode)[];
  apart?: boolean;
}[] = [
  // Raised by 1–2 KB once, with what every page now carries: the player's seasonal pause
  // line (decision 044), its block confirmation with the zone's choice (decision 045), and
  // the menu's "Programas de empresa" and "Integraciones" (decisions 043, 046).
  { page: "/dashboard", ceilingKb: 204, uses: [] },
  { page: "/dashboard/player", ceilingKb: 208, uses: [] },
  { page: "/dashboard/remote", ceilingKb: 201, uses: [] },
  { page: "/dashboard/history", ceilingKb: 245, uses: ["zod (validation)", "react-hook-form"] },
  { page: "/dashboard/red", ceilingKb: 204, uses: [], apart: true },
];

const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Every JS module a page loads: its preloads and entry (and `also`), then their static imports. */
function javascriptOf(html: string, also: string[] = []): Set<string> {
  const found = new Set<string>();
  const queue = [
    ...[
      ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
      ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
      ...html.matchAll(/import\(\s*"([^"]+\.js)"\s*\)/g),
      ...html.matchAll(/import\s+(?:[^"';]+from\s+)?"(\/assets\/[^"]+\.js)"/g),
    ].map((match) => match[1] as string),
    ...also,
  ];
  while (queue.length > 0) {
    const url = queue.shift() as string;
    if (found.has(url) || !url.startsWith("/assets/")) continue;
    found.add(url);
    const code = fs.readFileSync(path.join(root, url), "utf8");
    for (const match of code.matchAll(/(?:import|from)\s*"(\.\/[^"]+\.js)"/g)) {
      queue.push(path.posix.join(path.posix.dirname(url), match[1] as string));
    }
  }
  return found;
}

/** The contents of a page's inline elements (`<script>` without src, `<style>`). */
function inlineContents(html: string, tag: "script" | "style"): string[] {
  const element = new RegExp(`<${tag}(?![^>]*\\ssrc=)[^>]*>([\\s\\S]*?)</${tag}>`, "gi");
  return [...html.matchAll(element)].map((match) => match[1] ?? "").filter(Boolean);
}

function cssOf(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map(
      (match) => match[1] as string,
    ),
  );
}

const sumGzip = (urls: Iterable<string>) =>
  [...urls].reduce((total, url) => total + gzipSize(fs.readFileSync(path.join(root, url))), 0);
// Each inline element compressed on its own, as each file is.
const sumInlineGzip = (contents: string[]) =>
  contents.reduce((total, content) => total + gzipSize(content), 0);

const rows = prerenderedPaths.map((page) => {
  const file = path.join(root, page === "/" ? "" : page.slice(1), "index.html");
  const html = fs.readFileSync(file, "utf8");
  return {
    page,
    html,
    htmlGzip: gzipSize(html),
    jsGzip: sumGzip(javascriptOf(html)) + sumInlineGzip(inlineContents(html, "script")),
    cssGzip: sumGzip(cssOf(html)) + sumInlineGzip(inlineContents(html, "style")),
  };
});

console.log(
  "page                                  HTML        JS         CSS   (gzip; JS and CSS: files + inline)",
);
for (const row of rows) {
  console.log(
    `${row.page.padEnd(36)} ${kb(row.htmlGzip).padStart(9)} ${kb(row.jsGzip).padStart(10)} ${kb(row.cssGzip).padStart(10)}`,
  );
}

const home = rows.find((row) => row.page === "/");
const problems: string[] = [];
if (!home) problems.push("no prerendered home page");
else if (!home.html.includes(homeCopy.headline))
  problems.push("the home HTML lacks the hero headline");
for (const row of rows) {
  if (row.jsGzip > PAGE_JS_BUDGET)
    problems.push(`${row.page} loads ${kb(row.jsGzip)} of JS (budget ${kb(PAGE_JS_BUDGET)})`);
}

const shell = fs.readFileSync(path.join(root, "__spa-fallback.html"), "utf8");
const modulesOf = await routeModules(root, shell);
const routesOf = await routeIds(root, shell);
const graph = readModuleGraph();
const shopRows = shopPages.map(({ page, ceilingKb, uses, apart = false }) => {
  const modules = javascriptOf(shell, modulesOf(page));
  const code = [...modules].map((url) => fs.readFileSync(path.join(root, url), "utf8")).join("\n");
  return {
    page,
    jsGzip: sumGzip(modules) + sumInlineGzip(inlineContents(shell, "script")),
    files: modules.size,
    apart,
    ceiling: ceilingKb * 1024,
    foreign: Object.entries(foreignCode)
      .filter(([library, marker]) => !uses.includes(library as never) && code.includes(marker))
      .map(([library]) => library),
    otherScreens: foreignModules(graph, modules, routesOf(page)),
  };
});
console.log("\nsigned-in page                        JS (gzip)  files");
for (const row of shopRows) {
  console.log(
    `${row.page.padEnd(36)} ${kb(row.jsGzip).padStart(10)} ${String(row.files).padStart(6)}`,
  );
  if (row.jsGzip > row.ceiling)
    problems.push(`${row.page} loads ${kb(row.jsGzip)} of JS (ceiling ${kb(row.ceiling)})`);
  if (row.foreign.length > 0)
    problems.push(`${row.page} loads code of other screens: ${row.foreign.join(", ")}`);
  if (row.apart) continue;
  if (row.files > SHOP_PAGE_MAX_FILES)
    problems.push(`${row.page} loads ${row.files} script files (at most ${SHOP_PAGE_MAX_FILES})`);
  if (row.otherScreens.length > 0)
    problems.push(
      `${row.page} loads modules it does not run: ${row.otherScreens.map((m) => m.module).join(", ")}`,
    );
}
const player = shopRows.find((row) => row.page === "/dashboard/player");
reportGoal({
  goal: "JavaScript of /dashboard/player, gzip",
  target: `≤ ${kb(SHOP_PAGE_JS_GOAL)}`,
  measured: player ? `${kb(player.jsGzip)} (${player.files} files)` : "no player route",
  pass: player !== undefined && player.jsGzip <= SHOP_PAGE_JS_GOAL,
});
const heaviestShop = shopRows.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
reportGoal({
  goal: "JavaScript of the heaviest signed-in shop page, gzip",
  target: `≤ ${kb(SHOP_PAGE_JS_GOAL)}, no other screen's libraries`,
  measured: `${kb(heaviestShop.jsGzip)} (${heaviestShop.page})`,
  pass: shopRows.every((row) => row.jsGzip <= SHOP_PAGE_JS_GOAL && row.foreign.length === 0),
});

const heaviestRow = rows.reduce((a, b) => (b.jsGzip > a.jsGzip ? b : a));
reportGoal({
  goal: "JavaScript on /, gzip",
  target: `≤ ${kb(PAGE_JS_BUDGET)}`,
  measured: home ? kb(home.jsGzip) : "no home page",
  pass: home !== undefined && home.jsGzip <= PAGE_JS_BUDGET,
});
reportGoal({
  goal: "JavaScript on the heaviest public page, gzip",
  target: `≤ ${kb(PAGE_JS_BUDGET)}`,
  measured: `${kb(heaviestRow.jsGzip)} (${heaviestRow.page})`,
  pass: heaviestRow.jsGzip <= PAGE_JS_BUDGET,
});

fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync(
  "bench/results/page-weight.json",
  JSON.stringify([...rows.map(({ html: _html, ...row }) => row), ...shopRows], null, 2),
);

if (problems.length > 0) {
  console.error(`\nFAIL: ${problems.join("; ")}`);
  process.exit(1);
}
console.log(
  `\nOK: every public page's JS ≤ ${kb(PAGE_JS_BUDGET)} (heaviest ${kb(heaviestRow.jsGzip)}), hero text in the home HTML; ` +
    `every shop page's JS under its ceiling (heaviest ${kb(heaviestShop.jsGzip)}) with no other screen's libraries.`,
);
