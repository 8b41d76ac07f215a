import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect, test, waitForSiteScript } from "../fixtures";
import { expectNoAxeViolations } from "../support/axe";
import { signedInListener } from "../support/catalog";
import { wholeChromiumLaunch } from "../support/chromium";
import { forEachViewport, viewports } from "../support/viewports";

const INSTALL = "Instalar aplicación";
const manifestLink = 'link[rel="manifest"]';

/**
 * What Chromium fires when the app may be installed (the real one needs a user's
 * engagement with the site first), answering its dialog with `outcome`. The page
 * counts the calls to prompt() in `window.prompts`.
 */
function offerInstall(page: Page, outcome: "accepted" | "dismissed" = "accepted") {
  return page.evaluate((outcome) => {
    const counted = window as unknown as { prompts?: number };
    counted.prompts ??= 0;
    const event = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: async () => {
        counted.prompts = (counted.prompts ?? 0) + 1;
      },
      userChoice: Promise.resolve({ outcome, platform: "web" }),
    });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  }, outcome);
}

const prompts = (page: Page) =>
  page.evaluate(() => (window as unknown as { prompts?: number }).prompts ?? 0);

/** Where the side menu is on this screen: fixed on a desktop, the drawer on a phone. */
async function openSideMenu(page: Page) {
  if ((page.viewportSize()?.width ?? 0) >= 1024) return page.locator("aside");
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const drawer = page.getByRole("dialog", { name: "Menú del panel" });
  await expect(drawer).toBeVisible();
  return drawer;
}

test("the dashboard links a manifest the browser can install from, with icons that load", async ({
  page,
  request,
  admin,
}) => {
  await signedInListener(page, request, admin, { access: true });
  await expect(page.locator(manifestLink)).toHaveCount(1);
  const href = await page.locator(manifestLink).getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");

  const response = await request.get(href as string);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: "Sonaria",
    short_name: "Sonaria",
    lang: "es",
    start_url: "/dashboard",
    scope: "/dashboard",
    display: "standalone",
    theme_color: "#6125f6",
  });
  expect(manifest.description).toMatch(/^Música ambiental/);

  // Each icon loads in the page, as a PNG of the size it declares.
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of icons) {
    expect(icon.type).toBe("image/png");
    const file = await request.get(icon.src);
    expect(file.headers()["content-type"]).toBe("image/png");
    const drawn = await page.evaluate(async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      return `${image.naturalWidth}x${image.naturalHeight}`;
    }, icon.src);
    expect(drawn, icon.src).toBe(icon.sizes);
  }

  // What Chromium itself makes of it: the manifest parses cleanly.
  const cdp = await page.context().newCDPSession(page);
  const parsed = await cdp.send("Page.getAppManifest");
  expect(parsed.url).toMatch(/\/manifest\.webmanifest$/);
  expect(parsed.errors).toEqual([]);
});

test("Chromium's own installability check finds nothing in the way", async ({
  playwright,
  request,
  admin,
  baseURL,
  clientAddress,
}, testInfo) => {
  // Playwright's usual contexts are incognito, where Chromium never installs anything
  // ("in-incognito"): this check needs a browser with a profile of its own, and the whole
  // browser: the headless shell has no installability check.
  const context = await playwright.chromium.launchPersistentContext(
    testInfo.outputPath("profile"),
    {
      ...wholeChromiumLaunch,
      baseURL,
      locale: "es-ES",
      viewport: viewports.desktop,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress },
    },
  );
  const errors: string[] = [];
  context.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  context.on("weberror", (error) => errors.push(error.error().message));
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const installabilityErrors = async () =>
      (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors.map(
        ({ errorId }) => errorId,
      );
    // The check does look: the public home page has nothing to install.
    await page.goto("/");
    await waitForSiteScript(page);
    expect(await installabilityErrors()).toContain("no-manifest");

    await signedInListener(page, request, admin, { access: true });
    await expect(page.locator(manifestLink)).toHaveCount(1);
    expect(await installabilityErrors()).toEqual([]);
  } finally {
    await context.close();
  }
  expect(errors, "console errors in the browser").toEqual([]);
});

test("only the dashboard links the manifest: the public pages stay as they were", async ({
  page,
  request,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => fetched.push(new URL(request.url()).pathname));
  await page.goto("/");
  await waitForSiteScript(page);
  await page.waitForLoadState("networkidle");

  await expect(page.locator(manifestLink)).toHaveCount(0);
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations())).toHaveLength(0);
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  expect(fetched.filter((path) => /manifest|sw\.js|\/icons\//.test(path))).toEqual([]);
  expect(await (await request.get("/")).text()).not.toContain("manifest");

  // Nor the pages that are not the dashboard's, drawn by the app.
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
  await expect(page.locator(manifestLink)).toHaveCount(0);
});

forEachViewport((viewport) => {
  test("'Instalar aplicación' shows once the browser offers it, prompts once and goes", async ({
    page,
    request,
    admin,
  }) => {
    await signedInListener(page, request, admin, { access: true });
    let menu = await openSideMenu(page);
    const install = menu.getByRole("button", { name: INSTALL });
    await expect(menu.getByRole("link", { name: "Perfil" })).toBeVisible();
    await expect(install).toHaveCount(0);
    // One manifest, also while the phone's drawer holds a second copy of the menu.
    await expect(page.locator(manifestLink)).toHaveCount(1);

    expect(await offerInstall(page)).toBe(true);
    await expect(install).toBeVisible();
    await expect(install).toBeInViewport();
    await expectNoAxeViolations(page);
    fs.mkdirSync("/tmp/shots-install", { recursive: true });
    await menu.screenshot({ path: `/tmp/shots-install/sidebar-${viewport.width}.png` });

    await install.click();
    await expect(install).toHaveCount(0);
    expect(await prompts(page)).toBe(1);

    // Offered again (after "not now", the browser makes a new offer later). On a phone the
    // offer comes while the drawer is closed, and the drawer shows it once opened. The
    // keyboard reaches the button too.
    if (viewport.width < viewports.desktop.width) {
      await page.keyboard.press("Escape");
      await expect(menu).toHaveCount(0);
    }
    await offerInstall(page, "dismissed");
    menu = await openSideMenu(page);
    const again = menu.getByRole("button", { name: INSTALL });
    await expect(again).toBeVisible();
    await again.focus();
    await page.keyboard.press("Enter");
    await expect(again).toHaveCount(0);
    expect(await prompts(page)).toBe(2);
  });
});

test("inside the installed app there is nothing to install", async ({ page, request, admin }) => {
  // Playwright cannot emulate the display mode: the page is told it is standalone.
  await page.addInitScript(() => {
    const matchMedia = window.matchMedia.bind(window);
    window.matchMedia = (query) =>
      matchMedia(query === "(display-mode: standalone)" ? "all" : query);
  });
  await page.setViewportSize(viewports.desktop);
  await signedInListener(page, request, admin, { access: true });
  const menu = page.locator("aside");
  await expect(menu.getByRole("link", { name: "Perfil" })).toBeVisible();
  await offerInstall(page);
  await expect(menu.getByRole("button", { name: "Cerrar sesión" })).toBeVisible();
  await expect(menu.getByRole("button", { name: INSTALL })).toHaveCount(0);
});
