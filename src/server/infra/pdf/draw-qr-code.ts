import type PDFDocument from "pdfkit";
import QRCode from "qrcode";

type Pdf = InstanceType<typeof PDFDocument>;

/**
 * A QR code as filled squares (one rectangle per run of dark modules), on a white quiet
 * zone of four modules, so any phone reads it from paper or from a screen.
 */
export function drawQrCode(
  doc: Pdf,
  text: string,
  box: { x: number; y: number; size: number; ink: string },
) {
  const { x, y, size } = box;
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const quiet = 4;
  const module = size / (modules.size + 2 * quiet);
  doc.rect(x, y, size, size).fill("#ffffff");
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      doc.rect(
        x + (quiet + start) * module,
        y + (quiet + row) * module,
        (column - start) * module,
        module,
      );
    }
  }
  doc.fill(box.ink);
}
