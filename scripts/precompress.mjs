// Writes .br and .gz beside every text asset of the web build, served as-is by the server.
import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = "build/client";
const compressible = /\.(js|css|svg|json|txt|xml|webmanifest)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

for (const file of files(root)) {
  const content = fs.readFileSync(file);
  if (content.length < 1024) continue;
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  fs.writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
}
