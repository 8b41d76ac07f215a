import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { generateAmbientTrack } from "../../../src/server/features/catalog/demo/generate-ambient-track";

/**
 * A real, short MP3 on disk (3 s unless told), for the upload input; `gainDb` below 0
 * makes it quieter than the generator's own level.
 */
export function mp3File(name: string, seed = 3, seconds = 3, gainDb = 0): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-e2e-audio-"));
  const file = path.join(folder, name);
  fs.writeFileSync(file, generateAmbientTrack({ seed, seconds, mood: "warm", gainDb }).mp3);
  return file;
}

/** A web page wearing an audio file's name. */
export function fakeMp3File(name: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-e2e-fake-"));
  const file = path.join(folder, name);
  fs.writeFileSync(file, "<!doctype html><html><body><script>alert('x')</script></body></html>");
  return file;
}
