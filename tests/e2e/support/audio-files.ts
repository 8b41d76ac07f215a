import { createHash } from "node:crypto";
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
  fs.writeFileSync(file, generatedMp3(seed, seconds, gainDb));
  return file;
}

const generatorSource = path.resolve(
  import.meta.dirname,
  "../../../src/server/features/catalog/demo/generate-ambient-track.ts",
);

/**
 * Encoding is pure JavaScript, 0.2 s of a core for 3 s of sound and 0.6 s for 20: the
 * same track is made once and kept, by the generator's own text, for every worker.
 */
function generatedMp3(seed: number, seconds: number, gainDb: number): Buffer {
  const version = createHash("sha256").update(fs.readFileSync(generatorSource)).digest("hex");
  const folder = path.join(os.tmpdir(), `sonaria-e2e-tracks-${version.slice(0, 12)}`);
  const kept = path.join(folder, `${seed}_${seconds}_${gainDb}.mp3`);
  if (fs.existsSync(kept)) return fs.readFileSync(kept);
  const { mp3 } = generateAmbientTrack({ seed, seconds, mood: "warm", gainDb });
  fs.mkdirSync(folder, { recursive: true });
  // Written aside, then renamed: another worker never reads half a file.
  const partial = `${kept}.${process.pid}`;
  fs.writeFileSync(partial, mp3);
  fs.renameSync(partial, kept);
  return mp3;
}

/** A web page wearing an audio file's name. */
export function fakeMp3File(name: string): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-e2e-fake-"));
  const file = path.join(folder, name);
  fs.writeFileSync(file, "<!doctype html><html><body><script>alert('x')</script></body></html>");
  return file;
}
