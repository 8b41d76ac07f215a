import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateAmbientTrack } from "../../../src/server/features/catalog/demo/generate-ambient-track";

/** A real, short MP3 on disk (3 s unless told), for the upload input. */
export function mp3File(name: string, seed = 3, seconds = 3): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-e2e-audio-"));
  const file = path.join(folder, name);
  fs.writeFileSync(file, generateAmbientTrack({ seed, seconds, mood: "warm" }).mp3);
  return file;
}

/** A web page wearing an audio file's name. */
export function fakeMp3File(name: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-e2e-fake-"));
  const file = path.join(folder, name);
  fs.writeFileSync(file, "<!doctype html><html><body><script>alert('x')</script></body></html>");
  return file;
}
