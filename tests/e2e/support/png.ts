import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { tinyPng } from "../../../src/server/testing/tiny-png";

/** A real PNG on disk, for the editor's image upload. */
export function pngFile(name = "logo.png"): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-png-")), name);
  fs.writeFileSync(file, tinyPng());
  return file;
}
