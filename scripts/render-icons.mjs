// Draws the web app manifest's PNG icons (public/icons/) from public/logo.svg, in the
// system Chromium. Run by hand when the logo changes: `node scripts/render-icons.mjs`.
import fs from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const logo = fs.readFileSync("public/logo.svg", "utf8");
const out = "public/icons";

/**
 * The maskable icon: launchers crop it to their own shape (circle, squircle…) and keep
 * only the centre circle of 80 % of its width for sure. So the logo's background fills
 * the whole square (no rounded corners), and the bars are drawn smaller, well inside
 * that circle.
 */
const maskable = `
  const svg = document.querySelector("svg");
  const [background, ...marks] = [...svg.children].filter((node) => node.tagName !== "defs");
  background.removeAttribute("rx");
  const group = document.createElementNS("http://www.w3.org/2000/svg", "g");
  group.setAttribute("transform", "translate(20 20) scale(0.8) translate(-20 -20)");
  group.append(...marks);
  svg.append(group);
`;

const icons = [
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
  { file: "icon-maskable-512.png", size: 512, script: maskable },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  fs.mkdirSync(out, { recursive: true });
  for (const icon of icons) {
    const page = await browser.newPage({
      viewport: { width: icon.size, height: icon.size },
      deviceScaleFactor: 1,
    });
    await page.setContent(
      `<!doctype html><style>html,body{margin:0}svg{display:block;width:100vw;height:100vh}</style>${logo}`,
    );
    if (icon.script) await page.evaluate(icon.script);
    // Transparent outside the logo's rounded square (the "any" icons).
    await page.screenshot({ path: path.join(out, icon.file), omitBackground: true });
    await page.close();
    console.log(`${out}/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
