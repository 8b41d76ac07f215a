import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageChunks } from "./page-chunks.mjs";

const app = "/app/src/web";
const route = (file: string) => `${app}/${file}?__react-router-build-client-route`;
const module = (file: string) => `${app}/${file}`;
const routes = [
  { file: "routes/login.tsx" },
  { file: "routes/register.tsx" },
  {
    file: "routes/dashboard-layout.tsx",
    children: [
      { file: "routes/dashboard-player.tsx" },
      { file: "routes/dashboard-history.tsx" },
      { file: "routes/dashboard-users.tsx" },
      { file: "routes/dashboard-music.tsx" },
      { file: "routes/dashboard-network.tsx" },
    ],
  },
];
const shop = {
  layout: "routes/dashboard-layout.tsx",
  pages: ["routes/dashboard-player.tsx", "routes/dashboard-history.tsx"],
  apart: ["routes/dashboard-network.tsx"],
};

/** A module graph: each module and who imports it (statically, or lazily). */
const graph: Record<
  string,
  { importers?: string[]; dynamicImporters?: string[]; isEntry?: boolean }
> = {
  "/app/entry.client.tsx": { isEntry: true },
  "/node_modules/react-dom/client.js": { importers: ["/app/entry.client.tsx"] },
  [route("root.tsx")]: { dynamicImporters: ["/app/manifest"] },
  [module("site-head.tsx")]: { importers: [route("root.tsx")] },
  [module("features/player/player-engine.ts")]: {
    importers: [route("routes/dashboard-layout.tsx")],
  },
  [module("features/dashboard/page-header.tsx")]: {
    importers: [route("routes/dashboard-player.tsx"), route("routes/dashboard-history.tsx")],
  },
  [module("features/player/song-list.tsx")]: {
    importers: [route("routes/dashboard-player.tsx"), route("routes/dashboard-users.tsx")],
  },
  [module("features/player/song-row.tsx")]: { importers: [route("routes/dashboard-player.tsx")] },
  [module("lib/api-client.ts")]: {
    importers: [route("routes/dashboard-player.tsx"), route("routes/login.tsx")],
  },
  [module("features/play-log/filters.tsx")]: {
    importers: [route("routes/dashboard-history.tsx")],
  },
  [module("components/table-frame.tsx")]: {
    importers: [route("routes/dashboard-history.tsx"), route("routes/dashboard-network.tsx")],
  },
  [module("components/search-box.tsx")]: {
    importers: [
      route("routes/dashboard-player.tsx"),
      route("routes/dashboard-history.tsx"),
      route("routes/dashboard-network.tsx"),
    ],
  },
  [module("features/users/user-row.tsx")]: { importers: [route("routes/dashboard-users.tsx")] },
  [module("features/users/role-badge.tsx")]: {
    importers: [route("routes/dashboard-users.tsx"), route("routes/dashboard-music.tsx")],
  },
  [module("features/establishments/first-form.tsx")]: {
    dynamicImporters: [module("features/player/player-engine.ts")],
  },
  [module("features/establishments/form-fields.tsx")]: {
    importers: [module("features/establishments/first-form.tsx")],
  },
  [module("features/establishments/chooser.tsx")]: {
    importers: [
      route("routes/dashboard-player.tsx"),
      module("features/establishments/first-form.tsx"),
    ],
  },
};

function chunkOf(id: string) {
  const manualChunks = pageChunks(routes, app, shop);
  const getModuleInfo = (moduleId: string) => {
    const info = graph[moduleId];
    return info ? { importers: [], dynamicImporters: [], isEntry: false, ...info } : null;
  };
  return manualChunks(id, { getModuleInfo } as never);
}

describe("pageChunks", () => {
  it("puts what every page runs in one file: the entry's libraries and the root's code", () => {
    expect(chunkOf("/node_modules/react-dom/client.js")).toBe("app");
    expect(chunkOf(module("site-head.tsx"))).toBe("app");
  });

  it("puts a layout's code with the code all the shop's pages share", () => {
    const shared = chunkOf(module("features/player/player-engine.ts"));
    expect(shared).toMatch(/^pages-/);
    expect(chunkOf(module("features/dashboard/page-header.tsx"))).toBe(shared);
  });

  it("gives each shop page's own code a file, which a settings page using some of it shares", () => {
    const player = chunkOf(module("features/player/song-row.tsx"));
    expect(chunkOf(module("features/player/song-list.tsx"))).toBe(player);
    const history = chunkOf(module("features/play-log/filters.tsx"));
    expect(
      new Set([player, history, chunkOf(module("features/player/player-engine.ts"))]).size,
    ).toBe(3);
  });

  it("splits a shop page's own file for a page kept apart, never a file shop pages share", () => {
    const history = chunkOf(module("features/play-log/filters.tsx"));
    const withNetwork = chunkOf(module("components/table-frame.tsx"));
    expect(withNetwork).toMatch(/^pages-/);
    expect(withNetwork).not.toBe(history);
    expect(chunkOf(module("components/search-box.tsx"))).toBe(
      chunkOf(module("features/dashboard/page-header.tsx")),
    );
  });

  it("keeps what a sign-in page also runs apart: the sign-in page loads no shop code", () => {
    const withLogin = chunkOf(module("lib/api-client.ts"));
    expect(withLogin).not.toBe(chunkOf(module("features/player/song-row.tsx")));
    expect(withLogin).not.toBe(chunkOf(module("features/player/player-engine.ts")));
  });

  it("splits the settings pages' own code by exactly the pages that run it", () => {
    const users = chunkOf(module("features/users/user-row.tsx"));
    const usersAndMusic = chunkOf(module("features/users/role-badge.tsx"));
    expect(users).toMatch(/^pages-/);
    expect(usersAndMusic).toMatch(/^pages-/);
    expect(users).not.toBe(usersAndMusic);
  });

  it("keeps a lazily loaded module's own code out of the pages, and its shop code with theirs", () => {
    const fields = chunkOf(module("features/establishments/form-fields.tsx"));
    expect(fields).toMatch(/^pages-/);
    expect(fields).not.toBe(chunkOf(module("features/player/player-engine.ts")));
    expect(chunkOf(module("features/establishments/chooser.tsx"))).toBe(
      chunkOf(module("features/player/song-row.tsx")),
    );
    // The lazy module itself stays where Rollup puts it: the file the import asks for.
    expect(chunkOf(module("features/establishments/first-form.tsx"))).toBeUndefined();
  });

  it("leaves the routes' own modules and the stylesheets to Rollup", () => {
    expect(chunkOf(route("routes/dashboard-player.tsx"))).toBeUndefined();
    expect(chunkOf(path.join(app, "app.css"))).toBeUndefined();
  });
});
