// The inspection file's drawing, in a worker thread (draw-in-worker.ts): the content comes
// in as workerData, progress and the finished PDF go back as messages.
import { parentPort, workerData } from "node:worker_threads";
import { renderInspectionFilePdf, type InspectionFileContent } from "./render-inspection-file-pdf";

export type DrawMessage = { progress: number } | { pdf: Uint8Array };

const post = (message: DrawMessage, transfer: ArrayBuffer[] = []) =>
  parentPort?.postMessage(message, transfer);

const pdf = await renderInspectionFilePdf(workerData as InspectionFileContent, (progress) =>
  post({ progress }),
);
const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
post({ pdf: bytes }, [bytes.buffer as ArrayBuffer]);
