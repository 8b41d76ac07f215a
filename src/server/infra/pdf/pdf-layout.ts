import PDFDocument from "pdfkit";

export type Pdf = InstanceType<typeof PDFDocument>;

/** The web's theme (src/web/app.css) and Tailwind's slate greys. */
export const pdfColours = {
  brand50: "#f3f1ff",
  brand200: "#d5cdff",
  brand600: "#6125f6",
  brand700: "#5217d9",
  logoFrom: "#8b5cff",
  logoTo: "#3a1491",
  accent: "#fbbf24",
  ink: "#0f172a",
  text: "#334155",
  muted: "#64748b",
  line: "#cbd5e1",
  white: "#ffffff",
};

export const PAGE_MARGIN = 56;
const COLUMN_GAP = 24;

/**
 * An A4 document with the documents' margin, the promise of its bytes once `doc.end()` is
 * called, and the page's two columns: `left` and `right` start them, `column` is one's
 * width and `width` the whole line's.
 */
export function openA4Pdf(info: PDFKit.DocumentInfo) {
  const doc = new PDFDocument({ size: "A4", margin: PAGE_MARGIN, info });
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });
  const left = PAGE_MARGIN;
  const width = doc.page.width - 2 * PAGE_MARGIN;
  const column = (width - COLUMN_GAP) / 2;
  return { doc, finished, left, width, column, right: left + column + COLUMN_GAP };
}

/** The lowest a line may start on a page and still fit above the bottom margin. */
export const lowestLine = (doc: Pdf, height: number) => doc.page.height - PAGE_MARGIN - height;

export type PdfBlocks = ReturnType<typeof pdfBlocks>;

/**
 * The documents' blocks of text. `printable` turns a text into what the page's font can
 * print and measure (the certificate's printableText); the identity leaves it as it is.
 */
export function pdfBlocks(doc: Pdf, printable: (text: string) => string = (text) => text) {
  const write = (text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions) => {
    doc.text(printable(text), x, y, options);
  };
  return {
    write,
    /** A small heading over a block of facts; answers where the block's facts start. */
    heading(text: string, x: number, y: number, width: number) {
      doc.font("Helvetica-Bold").fontSize(9).fillColor(pdfColours.brand700);
      write(text.toUpperCase(), x, y, { width, characterSpacing: 0.8 });
      return doc.y + 4;
    },
    /** Label above value, one fact after another; answers where the block ends. */
    facts(rows: [string, string][], x: number, y: number, width: number) {
      let top = y;
      for (const [label, value] of rows) {
        doc.font("Helvetica").fontSize(8).fillColor(pdfColours.muted);
        write(label, x, top, { width });
        doc.font("Helvetica").fontSize(10.5).fillColor(pdfColours.ink);
        write(value, x, doc.y + 1, { width });
        top = doc.y + 6;
      }
      return top;
    },
    /** A horizontal rule from `x` to `x + width`. */
    rule(x: number, y: number, width: number, stroke: { lineWidth: number; colour: string }) {
      doc
        .moveTo(x, y)
        .lineTo(x + width, y)
        .lineWidth(stroke.lineWidth)
        .stroke(stroke.colour);
    },
  };
}
