import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { siteCopy } from "~/shared/copy/site";
import { paths } from "~/shared/paths";
import { publicConfig } from "~/web/lib/public-config";

// The manifest is a static file (public/), so it cannot import the copy or the theme:
// these keep it saying what they say.
const manifest = JSON.parse(fs.readFileSync("public/manifest.webmanifest", "utf8"));

/** A PNG's width and height, from its header chunk. */
function pngSize(file: string): string {
  const bytes = fs.readFileSync(file);
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe("web app manifest", () => {
  it("names the app as the default build does, in the site's words", () => {
    expect(manifest.name).toBe(publicConfig.brandName);
    expect(manifest.short_name).toBe(publicConfig.brandName);
    expect(manifest.description).toBe(siteCopy.footer.tagline);
    expect(manifest.lang).toBe("es");
  });

  it("opens the dashboard, alone in its window, in the brand's colour", () => {
    expect(manifest).toMatchObject({
      id: paths.dashboard.root,
      start_url: paths.dashboard.root,
      scope: paths.dashboard.root,
      display: "standalone",
    });
    const theme = fs.readFileSync("src/web/theme.css", "utf8");
    const brand = /--color-brand-600:\s*(#[0-9a-f]{6})/.exec(theme)?.[1];
    expect(manifest.theme_color).toBe(brand);
    // The same colour as the browser's own bar on every page (root.tsx).
    expect(fs.readFileSync("src/web/root.tsx", "utf8")).toContain(
      `<meta name="theme-color" content="${brand}" />`,
    );
  });

  it("has icons of the sizes it declares", () => {
    for (const icon of manifest.icons as { src: string; sizes: string }[])
      expect(pngSize(`public${icon.src}`), icon.src).toBe(icon.sizes);
  });
});
