import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDiskStorage } from "./disk-storage";
import {
  InvalidObjectKeyError,
  ObjectNotFoundError,
  objectKey,
  safeFileName,
  type ObjectStorage,
} from "./object-storage";
import { startTestS3 } from "../../testing/s3-server";
import { createS3Storage } from "./s3-storage";

const tempRoots: string[] = [];
function tempRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "sonaria-storage-"));
  tempRoots.push(root);
  return root;
}
afterAll(() => {
  for (const root of tempRoots) fs.rmSync(root, { recursive: true, force: true });
});

interface Started {
  storage: ObjectStorage;
  close(): Promise<void>;
}

const implementations: { name: ObjectStorage["kind"]; start: () => Promise<Started> }[] = [
  {
    name: "disk",
    start: async () => ({
      storage: createDiskStorage({ root: tempRoot() }),
      close: async () => {},
    }),
  },
  {
    name: "s3",
    async start() {
      const s3 = await startTestS3();
      return { storage: createS3Storage(s3.options), close: s3.close };
    },
  },
];

const bytes = Buffer.from("0123456789abcdef");

async function listAll(storage: ObjectStorage): Promise<string[]> {
  const keys: string[] = [];
  for await (const stored of storage.list()) keys.push(stored);
  return keys.sort();
}

describe.each(implementations)("$name object storage", ({ name, start }) => {
  let started: Started | undefined;
  beforeAll(async () => {
    started = await start();
  });
  const storage = () => {
    if (!started) throw new Error("The storage is not started");
    return started.storage;
  };
  // A run of its own in a shared bucket.
  const run = randomUUID().slice(0, 8);
  const used = new Set<string>();
  const key = (file: string) => {
    used.add(`music/${run}-${file}`);
    return `music/${run}-${file}`;
  };
  afterAll(async () => {
    if (!started) return;
    await Promise.all([...used].map((stored) => storage().delete(stored)));
    await started.close();
  });

  it("stores bytes and tells their size and content type", async () => {
    await storage().put(key("a.mp3"), bytes, { contentType: "audio/mpeg" });
    expect(storage().kind).toBe(name);
    expect(await storage().stat(key("a.mp3"))).toEqual({ size: 16, contentType: "audio/mpeg" });
    expect(await buffer(await storage().read(key("a.mp3")))).toEqual(bytes);
  });

  it("opens a file for reads at any position on disk; S3's bytes go through presigned URLs", async () => {
    await storage().put(key("random.mp3"), bytes, { contentType: "audio/mpeg" });
    const file = await storage().openRandomAccess(key("random.mp3"));
    if (name === "s3") {
      expect(file).toBeNull();
      return;
    }
    if (!file) throw new Error("disk storage opened nothing");
    expect(file.size).toBe(16);
    const chunk = Buffer.alloc(4);
    expect(await file.read(chunk, 4, 10)).toBe(4);
    expect(chunk.toString()).toBe("abcd");
    expect(await file.read(chunk, 4, 14)).toBe(2);
    expect(await file.read(chunk, 4, 16)).toBe(0);
    file.release();
    await expect(storage().openRandomAccess(key("none.mp3"))).rejects.toThrow(ObjectNotFoundError);
  });

  it("reads an inclusive byte range", async () => {
    await storage().put(key("range.mp3"), bytes, { contentType: "audio/mpeg" });
    const part = await buffer(await storage().read(key("range.mp3"), { start: 2, end: 5 }));
    expect(part.toString()).toBe("2345");
    const tail = await buffer(await storage().read(key("range.mp3"), { start: 14, end: 100 }));
    expect(tail.toString()).toBe("ef");
    await expect(storage().read(key("range.mp3"), { start: 16, end: 20 })).rejects.toThrow(
      RangeError,
    );
    await expect(storage().read(key("range.mp3"), { start: 5, end: 2 })).rejects.toThrow(
      RangeError,
    );
  });

  it("stores a stream, with or without its size", async () => {
    await storage().put(
      key("sized.ogg"),
      Readable.from([bytes.subarray(0, 8), bytes.subarray(8)]),
      {
        contentType: "audio/ogg",
        size: bytes.length,
      },
    );
    await storage().put(
      key("unsized.ogg"),
      Readable.from([bytes.subarray(0, 3), bytes.subarray(3)]),
      {
        contentType: "audio/ogg",
      },
    );
    for (const file of ["sized.ogg", "unsized.ogg"]) {
      expect(await storage().stat(key(file))).toEqual({ size: 16, contentType: "audio/ogg" });
      expect(await buffer(await storage().read(key(file)))).toEqual(bytes);
    }
  });

  it("overwrites", async () => {
    await storage().put(key("over.mp3"), bytes, { contentType: "audio/mpeg" });
    await storage().put(key("over.mp3"), Buffer.from("new"), { contentType: "audio/wav" });
    expect(await storage().stat(key("over.mp3"))).toEqual({ size: 3, contentType: "audio/wav" });
    expect((await buffer(await storage().read(key("over.mp3")))).toString()).toBe("new");
  });

  it("deletes, and deleting twice is fine", async () => {
    await storage().put(key("gone.mp3"), bytes, { contentType: "audio/mpeg" });
    await storage().delete(key("gone.mp3"));
    await storage().delete(key("gone.mp3"));
    expect(await storage().stat(key("gone.mp3"))).toBeNull();
    await expect(storage().read(key("gone.mp3"))).rejects.toThrow(ObjectNotFoundError);
  });

  it("reports a missing object", async () => {
    expect(await storage().stat(key("never.mp3"))).toBeNull();
    await expect(storage().read(key("never.mp3"))).rejects.toThrow(ObjectNotFoundError);
    await expect(storage().read(key("never.mp3"), { start: 0, end: 1 })).rejects.toThrow(
      ObjectNotFoundError,
    );
  });

  it.each(["../x", "/abs", "music/../../etc", "música/x", "a//b", "", "music/.hidden", "music/"])(
    "rejects the unsafe key %j",
    async (unsafe) => {
      await expect(storage().put(unsafe, bytes, { contentType: "audio/mpeg" })).rejects.toThrow(
        InvalidObjectKeyError,
      );
      await expect(storage().stat(unsafe)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage().read(unsafe)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage().openRandomAccess(unsafe)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage().delete(unsafe)).rejects.toThrow(InvalidObjectKeyError);
      await expect(storage().presignedGetUrl(unsafe, { ttlSeconds: 60 })).rejects.toThrow(
        InvalidObjectKeyError,
      );
    },
  );

  it("lists every stored key, and nothing else", async () => {
    await storage().put(key("listed.mp3"), bytes, { contentType: "audio/mpeg" });
    const image = `marketing/${run}-listed.png`;
    used.add(image);
    await storage().put(image, bytes, { contentType: "image/png" });
    await storage().put(key("unlisted.mp3"), bytes, { contentType: "audio/mpeg" });
    await storage().delete(key("unlisted.mp3"));
    // A shared bucket may hold other runs' keys.
    expect(
      (await listAll(storage()))
        .filter((stored) => stored.includes(`${run}-`) && stored.includes("listed"))
        .sort(),
    ).toEqual([image, key("listed.mp3")]);
  });

  it("gives a presigned URL only where the app does not stream the file itself", async () => {
    await storage().put(key("signed.mp3"), bytes, { contentType: "application/octet-stream" });
    const url = await storage().presignedGetUrl(key("signed.mp3"), {
      ttlSeconds: 60,
      contentType: "audio/mpeg",
    });
    if (name === "disk") {
      expect(url).toBeNull();
      return;
    }
    expect(url).toEqual(expect.any(String));
    const response = await fetch(url as string);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("audio/mpeg");
    expect(Buffer.from(await response.arrayBuffer())).toEqual(bytes);

    // The browser seeks through the same URL with Range requests.
    const part = await fetch(url as string, { headers: { range: "bytes=2-5" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe("bytes 2-5/16");
    expect(await part.text()).toBe("2345");
    const tail = await fetch(url as string, { headers: { range: "bytes=14-" } });
    expect(tail.status).toBe(206);
    expect(await tail.text()).toBe("ef");
  });
});

describe("disk object storage", () => {
  it("keeps every file inside its root and leaves no temporary file behind", async () => {
    const root = tempRoot();
    const storage = createDiskStorage({ root });
    await storage.put("music/1-a.mp3", bytes, { contentType: "audio/mpeg" });
    expect(fs.readdirSync(path.join(root, "music")).sort()).toEqual([
      "1-a.mp3",
      "1-a.mp3.meta.json",
    ]);
  });

  it("leaves nothing when a write fails", async () => {
    const root = tempRoot();
    const storage = createDiskStorage({ root });
    const failing = new Readable({
      read() {
        this.push(bytes);
        this.destroy(new Error("connection reset"));
      },
    });
    await expect(
      storage.put("music/1-a.mp3", failing, { contentType: "audio/mpeg" }),
    ).rejects.toThrow("connection reset");
    await expect(
      storage.put("music/1-b.mp3", bytes, { contentType: "audio/mpeg", size: 99 }),
    ).rejects.toThrow();
    expect(fs.readdirSync(path.join(root, "music"))).toEqual([]);
  });

  it("lists no sidecar, no temporary file and nothing from an empty or missing root", async () => {
    const root = tempRoot();
    const storage = createDiskStorage({ root });
    expect(await listAll(storage)).toEqual([]);
    await storage.put("music/1-a.mp3", bytes, { contentType: "audio/mpeg" });
    await storage.put("music/sub/2-b.mp3", bytes, { contentType: "audio/mpeg" });
    fs.writeFileSync(path.join(root, "music", ".0f3a.tmp"), "half");
    expect(await listAll(storage)).toEqual(["music/1-a.mp3", "music/sub/2-b.mp3"]);
    expect(await listAll(createDiskStorage({ root: path.join(root, "none") }))).toEqual([]);
  });

  it("reads many ranges of one file at once from a shared open file, and a replaced file afresh", async () => {
    const storage = createDiskStorage({ root: tempRoot() });
    const large = Buffer.from(Array.from({ length: 600_000 }, (_, index) => index % 251));
    await storage.put("music/1-a.mp3", large, { contentType: "audio/mpeg" });
    const ranges = Array.from({ length: 24 }, (_, index) => ({
      start: index * 20_000,
      end: index * 20_000 + 300_000,
    }));
    const parts = await Promise.all(
      ranges.map(async (range) => buffer(await storage.read("music/1-a.mp3", range))),
    );
    parts.forEach((part, index) => {
      const range = ranges[index] as { start: number; end: number };
      expect(part.equals(large.subarray(range.start, range.end + 1))).toBe(true);
    });
    // A reader still on the old file finishes with the old bytes; the next reads the new.
    const reading = await storage.read("music/1-a.mp3");
    await storage.put("music/1-a.mp3", bytes, { contentType: "audio/mpeg" });
    expect((await buffer(reading)).equals(large)).toBe(true);
    expect((await buffer(await storage.read("music/1-a.mp3"))).equals(bytes)).toBe(true);
  });

  it("reads an empty file as no bytes", async () => {
    const storage = createDiskStorage({ root: tempRoot() });
    await storage.put("music/1-empty.mp3", Buffer.alloc(0), { contentType: "audio/mpeg" });
    expect((await buffer(await storage.read("music/1-empty.mp3"))).length).toBe(0);
  });

  it("refuses a key naming a content-type sidecar", async () => {
    const storage = createDiskStorage({ root: tempRoot() });
    await expect(storage.stat("music/1-a.mp3.meta.json")).rejects.toThrow(InvalidObjectKeyError);
  });
});

describe("safeFileName", () => {
  it.each([
    ["Canción Ñandú (final).MP3", "cancion-nandu-final.mp3"],
    ["  Lluvia   de  otoño .wav", "lluvia-de-otono.wav"],
    ["../../etc/passwd", "passwd"],
    ["C:\\x\\y.mp3", "y.mp3"],
    ["..\\..\\boot.ini", "boot.ini"],
    ["", "archivo"],
    ["   ", "archivo"],
    ["(((.mp3", "archivo.mp3"],
    ["...", "archivo"],
    [".bashrc", "bashrc"],
    ["music/", "archivo"],
    ["v1.2 -- mezcla.flac", "v1.2-mezcla.flac"],
    ["日本語.ogg", "archivo.ogg"],
  ])("%j -> %j", (original, expected) => {
    expect(safeFileName(original)).toBe(expected);
  });

  it("keeps the extension of a long name within 80 characters", () => {
    const name = safeFileName(`${"canción larga ".repeat(20)}.mp3`);
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name).toMatch(/^cancion-larga-[a-z-]*[a-z]\.mp3$/);
  });

  it("never produces a name that starts with a dot or leaves the safe alphabet", () => {
    for (const original of [".", "..", "./.x", "-.-.mp3", "ÆØÅ", "a\u0000b.mp3", "%2e%2e%2f.mp3"]) {
      expect(safeFileName(original)).toMatch(/^[a-z0-9][a-z0-9.-]*$/);
    }
  });
});

describe("objectKey", () => {
  it("prefixes a timestamp and the safe file name", () => {
    expect(objectKey("music", "Lluvia.mp3", 1795260000000)).toBe("music/1795260000000-lluvia.mp3");
    expect(objectKey("marketing", "../../Portada Final.PNG", 1)).toBe(
      "marketing/1-portada-final.png",
    );
    expect(objectKey("music", "")).toMatch(/^music\/\d+-archivo$/);
  });
});
