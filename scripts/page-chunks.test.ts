import path from "node:path";
import { describe, expect, it } from "vitest";
import { pageChunks } from "./page-chunks.mjs";

const app = "/app/src/web";
const route = (file: string) => `${app}/${file}?__react-router-build-client-route`;
const routes = [
  {
    file: "routes/site-layout.tsx",
    children: [{ file: "routes/home.tsx" }],
  },
  {
    file: "routes/dashboard-layout.tsx",
    children: [{ file: "routes/dashboard-player.tsx" }, { file: "routes/dashboard-history.tsx" }],
  },
];

/** A module graph: each module and who imports it (statically, or lazily). */
const graph: Record<
  string,
  { importers?: string[]; dynamicImporters?: string[]; isEntry?: boolean }
> = {
  "/app/entry.client.tsx": { isEntry: true },
  "/node_modules/react-dom/client.js": { importers: ["/app/entry.client.tsx"] },
  [route("root.tsx")]: { dynamicImporters: ["/app/manifest"] },
  "/app/src/web/site-head.tsx": { importers: [route("root.tsx")] },
  [route("routes/dashboard-layout.tsx")]: { dynamicImporters: ["/app/manifest"] },
  [route("routes/dashboard-player.tsx")]: { dynamicImporters: ["/app/manifest"] },
  [route("routes/dashboard-history.tsx")]: { dynamicImporters: ["/app/manifest"] },
  "/app/src/web/features/player/player-engine.ts": {
    importers: [route("routes/dashboard-layout.tsx")],
  },
  "/app/src/web/features/dashboard/page-header.tsx": {
    importers: [route("routes/dashboard-player.tsx"), route("routes/dashboard-history.tsx")],
  },
  "/app/src/web/features/player/song-list.tsx": {
    importers: [route("routes/dashboard-player.tsx")],
  },
  "/app/src/web/features/player/song-row.tsx": {
    importers: ["/app/src/web/features/player/song-list.tsx"],
  },
  "/app/src/web/features/play-log/filters.tsx": {
    importers: [route("routes/dashboard-history.tsx")],
  },
  "/app/src/web/features/establishments/first-form.tsx": {
    dynamicImporters: ["/app/src/web/features/player/player-engine.ts"],
  },
  "/app/src/web/features/establishments/form-fields.tsx": {
    importers: ["/app/src/web/features/establishments/first-form.tsx"],
  },
};

function chunkOf(id: string) {
  const manualChunks = pageChunks(routes, app);
  const getModuleInfo = (moduleId: string) => {
    const module = graph[moduleId];
    return module ? { importers: [], dynamicImporters: [], isEntry: false, ...module } : null;
  };
  return manualChunks(id, { getModuleInfo } as never);
}

describe("pageChunks", () => {
  it("puts what every page runs in one file, the entry's libraries and the root's code", () => {
    expect(chunkOf("/node_modules/react-dom/client.js")).toBe("app");
    expect(chunkOf("/app/src/web/site-head.tsx")).toBe("app");
  });

  it("puts a layout's code with the code its every page shares", () => {
    const dashboard = chunkOf("/app/src/web/features/player/player-engine.ts");
    expect(dashboard).toMatch(/^pages-/);
    expect(chunkOf("/app/src/web/features/dashboard/page-header.tsx")).toBe(dashboard);
  });

  it("gives a page's own code a file of its own, apart from another page's", () => {
    const player = chunkOf("/app/src/web/features/player/song-list.tsx");
    expect(chunkOf("/app/src/web/features/player/song-row.tsx")).toBe(player);
    const history = chunkOf("/app/src/web/features/play-log/filters.tsx");
    expect(history).not.toBe(player);
    expect([player, history]).not.toContain(
      chunkOf("/app/src/web/features/player/player-engine.ts"),
    );
  });

  it("keeps a lazily loaded module's code out of the pages that load it later", () => {
    const fields = chunkOf("/app/src/web/features/establishments/form-fields.tsx");
    expect(fields).toMatch(/^pages-/);
    expect(fields).not.toBe(chunkOf("/app/src/web/features/player/player-engine.ts"));
    // The lazy module itself stays where Rollup puts it: the file the import asks for.
    expect(chunkOf("/app/src/web/features/establishments/first-form.tsx")).toBeUndefined();
  });

  it("leaves the routes' own modules and the stylesheets to Rollup", () => {
    expect(chunkOf(route("routes/dashboard-player.tsx"))).toBeUndefined();
    expect(chunkOf(path.join(app, "app.css"))).toBeUndefined();
  });
});
