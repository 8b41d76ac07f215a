import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { contentSecurityPolicy } from "./security-headers";

export interface HtmlDocument {
  identity: Buffer;
  gzip: Buffer;
  br: Buffer;
  csp: string;
}

const inlineScript = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(inlineScript)]
    .map((match) => match[1] ?? "")
    .filter((content) => content.length > 0)
    .map((content) => `sha256-${createHash("sha256").update(content, "utf8").digest("base64")}`);
}

/**
 * The build's HTML files, read and compressed once: they never change while the
 * server runs, and each needs its own CSP with the hashes of its inline scripts.
 */
export function htmlDocuments(root: string, storageOrigins: readonly string[] = []) {
  const cache = new Map<string, Promise<HtmlDocument>>();

  async function load(relativePath: string): Promise<HtmlDocument> {
    const identity = await fs.readFile(path.join(root, relativePath));
    return {
      identity,
      gzip: gzipSync(identity),
      br: brotliCompressSync(identity),
      csp: contentSecurityPolicy(inlineScriptHashes(identity.toString("utf8")), storageOrigins),
    };
  }

  return {
    get(relativePath: string): Promise<HtmlDocument> {
      let document = cache.get(relativePath);
      if (!document) {
        document = load(relativePath);
        document.catch(() => cache.delete(relativePath));
        cache.set(relativePath, document);
      }
      return document;
    },
  };
}
