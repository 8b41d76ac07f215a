import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routeIds, routeModules, routeModulesElement } from "./route-modules";

const shell = `<!doctype html><html><head><link rel="modulepreload" href="/assets/manifest-abc123.js"/><link rel="modulepreload" href="/assets/entry.client-e1.js"/><link rel="modulepreload" href="/assets/react-r1.js"/></head><body></body></html>`;

/** The shape of the router's build manifest, with the routes of the app's layout. */
const manifest = {
  entry: { module: "/assets/entry.client-e1.js", imports: ["/assets/react-r1.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root-1.js", imports: ["/assets/react-r1.js"] },
    "routes/site-layout": {
      id: "routes/site-layout",
      parentId: "root",
      module: "/assets/site-1.js",
    },
    "routes/home": {
      id: "routes/home",
      parentId: "routes/site-layout",
      index: true,
      module: "/assets/home-1.js",
    },
    "routes/app-layout": {
      id: "routes/app-layout",
      parentId: "root",
      module: "/assets/app-layout-1.js",
      imports: ["/assets/query-1.js"],
    },
    "routes/dashboard-layout": {
      id: "routes/dashboard-layout",
      parentId: "routes/app-layout",
      module: "/assets/dashboard-layout-1.js",
      imports: ["/assets/query-1.js", "/assets/player-engine-1.js", "/assets/react-r1.js"],
    },
    "routes/dashboard-player": {
      id: "routes/dashboard-player",
      parentId: "routes/dashboard-layout",
      path: "dashboard/player",
      module: "/assets/dashboard-player-1.js",
      imports: ["/assets/list-panel-1.js"],
    },
    "routes/schedule": {
      id: "routes/schedule",
      parentId: "routes/dashboard-layout",
      path: "dashboard/establishments/:id/schedule",
      module: "/assets/schedule-1.js",
    },
  },
};

let root: string;

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-modules-"));
  fs.mkdirSync(path.join(root, "assets"));
  fs.writeFileSync(
    path.join(root, "assets", "manifest-abc123.js"),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  );
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("routeModules", () => {
  it("names every module of a page's routes once, leaving out what the shell loads", async () => {
    const modulesOf = await routeModules(root, shell);
    expect(modulesOf("/dashboard/player")).toEqual([
      "/assets/root-1.js",
      "/assets/app-layout-1.js",
      "/assets/query-1.js",
      "/assets/dashboard-layout-1.js",
      "/assets/player-engine-1.js",
      "/assets/dashboard-player-1.js",
      "/assets/list-panel-1.js",
    ]);
  });

  it("matches a page with an id in its path", async () => {
    const modulesOf = await routeModules(root, shell);
    expect(modulesOf("/dashboard/establishments/42/schedule")).toContain("/assets/schedule-1.js");
  });

  it("names nothing for a path no route matches", async () => {
    const modulesOf = await routeModules(root, shell);
    expect(modulesOf("/no/route/here")).toEqual([]);
  });

  it("names nothing when the build has no manifest", async () => {
    const modulesOf = await routeModules(root, "<!doctype html><title></title>");
    expect(modulesOf("/dashboard/player")).toEqual([]);
  });
});

describe("routeIds", () => {
  it("names a page's route files from the root down", async () => {
    const idsOf = await routeIds(root, shell);
    expect(idsOf("/dashboard/player")).toEqual([
      "root",
      "routes/app-layout",
      "routes/dashboard-layout",
      "routes/dashboard-player",
    ]);
    expect(idsOf("/no/route/here")).toEqual([]);
  });
});

describe("routeModulesElement", () => {
  it("writes the modules as a data block, never run", () => {
    expect(routeModulesElement(["/assets/a-1.js", "/assets/b-2.js"])).toBe(
      '<script type="application/json" id="route-modules">["/assets/a-1.js","/assets/b-2.js"]</script>',
    );
  });
});
