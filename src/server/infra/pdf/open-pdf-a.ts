import fs from "node:fs";
import { createRequire } from "node:module";
import PDFDocument from "pdfkit";
import { PAGE_MARGIN, type Pdf } from "./pdf-layout";

const require = createRequire(import.meta.url);

/** The fonts a PDF/A carries inside it: DejaVu, which prints every Spanish letter. */
const fontFiles = {
  sans: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf",
  bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf",
  mono: "dejavu-fonts-ttf/ttf/DejaVuSansMono.ttf",
} as const;

export type PdfAFont = keyof typeof fontFiles;

let loaded: Record<PdfAFont, Buffer> | undefined;
/** The fonts' files, read once per process. */
const fontBytes = () =>
  (loaded ??= Object.fromEntries(
    Object.entries(fontFiles).map(([name, file]) => [name, fs.readFileSync(require.resolve(file))]),
  ) as Record<PdfAFont, Buffer>);

/**
 * An A4 document to be kept for years and read by anyone (PDF/A-2b): every font embedded,
 * the XMP metadata and the sRGB output intent that pdfkit writes for the subset. Its pages
 * stream out as they are made; `finished` is the whole file once `doc.end()` is called.
 */
export function openPdfA(info: { Title: string; Author: string; Subject?: string }) {
  const doc: Pdf = new PDFDocument({
    size: "A4",
    margin: PAGE_MARGIN,
    pdfVersion: "1.7",
    subset: "PDF/A-2b",
    tagged: false,
    lang: "es-ES",
    displayTitle: true,
    info,
    // No standard font, which PDF/A forbids for not being embedded. And no font opened by
    // its path: pdfkit would then take each registered name for a new font equal to that
    // one and parse its file again at every `doc.font()`: most of a long file's time.
    font: null as unknown as string,
  });
  for (const [name, bytes] of Object.entries(fontBytes())) doc.registerFont(name, bytes);
  doc.font("sans");
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  return { doc, finished, font: (name: PdfAFont) => doc.font(name) };
}
