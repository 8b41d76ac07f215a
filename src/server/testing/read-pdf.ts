import { createRequire } from "node:module";
import path from "node:path";
import jsQR from "jsqr";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// PDF's standard fonts (Helvetica…) are not embedded: pdf.js draws them from its own copies.
const standardFontDataUrl = `${path.join(
  path.dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
  "standard_fonts",
)}/`;

/** Runs `read` on the opened document, then frees it. */
async function withPdf<T>(
  bytes: Uint8Array,
  read: (pdf: Awaited<ReturnType<typeof getDocument>["promise"]>) => Promise<T>,
): Promise<T> {
  const loading = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 });
  try {
    return await read(await loading.promise);
  } finally {
    await loading.destroy();
  }
}

/** What pdf.js draws with: in Node, its own canvas package (@napi-rs/canvas). */
interface CanvasFactory {
  create(
    width: number,
    height: number,
  ): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D };
}

/** The first page drawn at `scale`, as pixels. */
function drawFirstPage(bytes: Uint8Array, scale: number) {
  return withPdf(bytes, async (pdf) => {
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale });
    const { canvas, context } = (pdf.canvasFactory as CanvasFactory).create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    await page.render({ canvas, viewport }).promise;
    return context.getImageData(0, 0, canvas.width, canvas.height);
  });
}

/**
 * A PDF's text as a reader's tool extracts it, page after page, with runs of white space
 * (the line breaks of wrapped paragraphs) made one space.
 */
export function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  return withPdf(bytes, async (pdf) => {
    const parts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      for (const item of content.items) if ("str" in item) parts.push(item.str);
    }
    return { pages: pdf.numPages, text: parts.join(" ").replace(/\s+/g, " ") };
  });
}

/** Each run of text on each page: its text, page, where it starts and how wide it is (points). */
export function pdfTextRuns(
  bytes: Uint8Array,
): Promise<{ text: string; page: number; x: number; y: number; width: number }[]> {
  return withPdf(bytes, async (pdf) => {
    const runs = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const content = await (await pdf.getPage(number)).getTextContent();
      for (const item of content.items)
        if ("str" in item && item.str.trim())
          runs.push({
            text: item.str,
            page: number,
            x: item.transform[4] as number,
            y: item.transform[5] as number,
            width: item.width,
          });
    }
    return runs;
  });
}

/** The first page searched for a QR code, as a phone's camera would. */
export async function pdfQrCode(bytes: Uint8Array, scale = 2): Promise<string | null> {
  const image = await drawFirstPage(bytes, scale);
  return jsQR(new Uint8ClampedArray(image.data), image.width, image.height)?.data ?? null;
}
