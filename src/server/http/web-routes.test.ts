import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./html-documents";
import { resolvePage, webRoutes } from "./web-routes";

const inline = 'window.__ctx = {"a":1};';
let root: string;
let app: ReturnType<typeof webRoutes>;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-web-"));
  const page = (title: string) =>
    `<!doctype html><html><head><script type="module" src="/assets/app-abc123.js"></script></head><body><h1>${title}</h1><script>${inline}</script></body></html>`;
  fs.writeFileSync(path.join(root, "index.html"), page("Inicio"));
  fs.mkdirSync(path.join(root, "pricing"));
  fs.writeFileSync(path.join(root, "pricing", "index.html"), page("Precios"));
  fs.writeFileSync(path.join(root, "__spa-fallback.html"), page(""));
  fs.mkdirSync(path.join(root, "assets"));
  fs.writeFileSync(path.join(root, "assets", "app-abc123.js"), "console.log(1)");
  fs.writeFileSync(path.join(root, "logo.svg"), "<svg/>");
  app = webRoutes({ root });
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("resolvePage", () => {
  it("serves prerendered pages from their own file", () => {
    expect(resolvePage("/")).toEqual({ file: "index.html", status: 200 });
    expect(resolvePage("/pricing/")).toEqual({ file: "pricing/index.html", status: 200 });
    expect(resolvePage("/legal/privacy-policy")).toEqual({
      file: "legal/privacy-policy/index.html",
      status: 200,
    });
  });

  it("serves the SPA shell for the client-rendered routes and unknown pages", () => {
    expect(resolvePage("/dashboard/player")).toEqual({ file: "__spa-fallback.html", status: 200 });
    expect(resolvePage("/login")).toEqual({ file: "__spa-fallback.html", status: 200 });
    expect(resolvePage("/loginx")).toEqual({ file: "__spa-fallback.html", status: 404 });
    expect(resolvePage("/no-existe")).toEqual({ file: "__spa-fallback.html", status: 404 });
  });
});

describe("webRoutes", () => {
  it("sends a page with a CSP that allows exactly its inline scripts", async () => {
    const response = await app.request("/pricing");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("<h1>Precios</h1>");
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(response.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
    const scriptSrc = response.headers
      .get("content-security-policy")
      ?.split("; ")
      .find((d) => d.startsWith("script-src"));
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(response.headers.get("cache-control")).toBe("no-cache");
  });

  it("compresses pages for browsers that accept it", async () => {
    const response = await app.request("/", { headers: { "accept-encoding": "gzip, br" } });
    expect(response.headers.get("content-encoding")).toBe("br");
  });

  it("caches hashed assets for a year", async () => {
    const response = await app.request("/assets/app-abc123.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("serves other static files with a short cache", async () => {
    const response = await app.request("/logo.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
  });

  it("answers dashboard paths with the SPA shell and unknown pages with 404", async () => {
    expect((await app.request("/dashboard/music")).status).toBe(200);
    const missing = await app.request("/no-existe");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toMatch(/text\/html/);
  });

  it("keeps certificate verification pages out of search engines, and only those", async () => {
    const verification = await app.request("/verificar/7K2M9QXC4RTV8BNW3HJD");
    expect(verification.status).toBe(200);
    expect(verification.headers.get("x-robots-tag")).toBe("noindex");
    expect((await app.request("/pricing")).headers.get("x-robots-tag")).toBeNull();
  });

  it("answers a verification page with 404 when the certificates feature knows no such code", async () => {
    const asked: string[] = [];
    const checked = webRoutes({
      root,
      certificateExists: async (code) => {
        asked.push(code);
        return code === "7K2M9QXC4RTV8BNW3HJD";
      },
    });
    expect((await checked.request("/verificar/7K2M9QXC4RTV8BNW3HJD")).status).toBe(200);
    expect((await checked.request("/verificar/7K2M9QXC4RTV8BNW3HJD/")).status).toBe(200);
    const unknown = await checked.request("/verificar/0000000000000000000A");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("<html>");
    expect(unknown.headers.get("x-robots-tag")).toBe("noindex");
    // Nothing there but one code is a certificate page; other pages are not asked about.
    expect((await checked.request("/verificar")).status).toBe(404);
    expect((await checked.request("/verificar/7K2M9QXC4RTV8BNW3HJD/mas")).status).toBe(404);
    expect((await checked.request("/dashboard/music")).status).toBe(200);
    expect(asked).toEqual(["7K2M9QXC4RTV8BNW3HJD", "7K2M9QXC4RTV8BNW3HJD", "0000000000000000000A"]);
  });

  it("does not serve files outside the build", async () => {
    expect((await app.request("/assets/../../etc/passwd")).status).toBe(404);
  });
});

describe("inlineScriptHashes", () => {
  it("hashes inline scripts and skips external ones", () => {
    const html = `<script src="/a.js"></script><script>one()</script><script type="module">two()</script>`;
    expect(inlineScriptHashes(html)).toHaveLength(2);
  });
});

describe("a client-rendered page's own document", () => {
  const slots =
    '<span data-page-back="" class="bar"></span><span data-page-heading="" class="title"></span><span data-page-lead="" class="lead"></span>';
  // The start page's card, both looks, as app-skeleton.tsx draws them before any answer.
  const cards =
    '<div data-page-card="nothing" class="hidden" aria-hidden="true"><p>Ahora no suena música.</p></div>' +
    '<div data-page-card="song" class="hidden" aria-hidden="true"><p class="t" data-testid="home-now-title" data-now-title=""></p>' +
    '<p class="a" data-now-artist=""></p><p class="w"><svg></svg><span data-now-where=""></span></p></div>';
  let pageRoot: string;
  let pages: ReturnType<typeof webRoutes>;
  const reader = (fullName: string) => ({
    answers: {
      "/api/session": {
        user: { fullName },
        access: { active: true, state: { kind: "complimentary" } },
        team: { teamRole: "owner" },
      },
    },
    setCookies: ["s=renewed; Path=/; HttpOnly"],
  });
  let signedIn: ReturnType<typeof reader> | null = null;

  beforeAll(() => {
    pageRoot = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-web-"));
    fs.writeFileSync(
      path.join(pageRoot, "__spa-fallback.html"),
      `<!doctype html><html><head><title></title></head><body>${slots}${cards}</body></html>`,
    );
    pages = webRoutes({
      root: pageRoot,
      firstAnswers: async () => signedIn ?? { answers: { "/api/session": null }, setCookies: [] },
    });
  });
  afterAll(() => fs.rmSync(pageRoot, { recursive: true, force: true }));

  it("shows the page's heading in the skeleton, in words no name can turn into markup", async () => {
    signedIn = reader("Ana <b>García</b>");
    const home = await (await pages.request("/dashboard")).text();
    expect(home).toContain('class="title">Hola, Ana &#60;b&#62;García&#60;/b&#62;</span>');
    // The start page has no link back above its heading.
    expect(home).not.toContain("data-page-back");
    const player = await pages.request("/dashboard/player/");
    expect(await player.text()).toContain(
      'class="bar"></span><span data-page-heading="" class="title">Reproductor</span><span data-page-lead="" class="lead"></span>',
    );
    const remote = await (await pages.request("/dashboard/remote")).text();
    expect(remote).toContain("Lo que suena en cada zona de tus establecimientos");
    expect(player.headers.getSetCookie()).toEqual(["s=renewed; Path=/; HttpOnly"]);
  });

  describe("the start page's card", () => {
    const playing = (establishments: string[]) => ({
      song: { id: "s1", title: "Luz <de> tarde", artist: "Ana & Co" },
      establishments: establishments.map((name, index) => ({
        id: `p${index}`,
        name,
        zones: ["Principal"],
      })),
    });
    const shop = (answers: Record<string, unknown>, teamRole = "member") => ({
      answers: {
        "/api/session": {
          user: { fullName: "Ana" },
          access: { active: true, state: { kind: "active" } },
          team: { teamRole },
        },
        "/api/establishments": [{ id: "e1" }],
        "/api/music-state": null,
        ...answers,
      },
      setCookies: [],
    });
    const home = async (cookie?: string) =>
      (await pages.request("/dashboard", cookie ? { headers: { Cookie: cookie } } : {})).text();

    it("shows the song that sounds, written in, under the heading", async () => {
      signedIn = shop({ "/api/now-playing": playing(["Bar Centro", "Terraza"]) });
      const html = await home();
      expect(html).toContain('<div data-page-card="song" class="mt-8"');
      expect(html).toContain('data-now-title="">Luz &#60;de&#62; tarde</p>');
      expect(html).toContain('data-now-artist="">Ana &#38; Co</p>');
      expect(html).toContain(
        '<span data-now-where="">En Bar Centro · Principal y Terraza · Principal</span>',
      );
      expect(html).toContain('<div data-page-card="nothing" class="hidden"');
    });

    it("shows that nothing sounds only when nothing was left to restore", async () => {
      signedIn = shop({ "/api/now-playing": { song: null, establishments: [] } });
      expect(await home()).toContain('<div data-page-card="nothing" class="mt-8"');
      // A song this device left paused comes back after the first render: no card then.
      signedIn = shop({
        "/api/now-playing": { song: null, establishments: [] },
        "/api/music-state": { currentSongId: "s1" },
      });
      expect(await home()).toContain(cards);
    });

    it("draws nothing when a box may come above it or the answer did not come", async () => {
      // An owner who pays sees the first steps until the app is installed here.
      signedIn = shop({ "/api/now-playing": playing(["Bar Centro"]) }, "owner");
      expect(await home()).toContain(cards);
      expect(await home("sonaria-app-installed=1")).toContain('data-page-card="song" class="mt-8"');
      signedIn = shop({});
      expect(await home()).toContain(cards);
      // Only the start page has the card.
      signedIn = shop({ "/api/now-playing": playing(["Bar Centro"]) });
      expect(await (await pages.request("/dashboard/player")).text()).toContain(cards);
    });
  });

  it("leaves the skeleton as it is for a visitor and for pages it does not know", async () => {
    signedIn = null;
    expect(await (await pages.request("/dashboard/player")).text()).toContain(slots);
    signedIn = reader("Ana");
    expect(await (await pages.request("/dashboard/users")).text()).toContain(slots);
  });
});
