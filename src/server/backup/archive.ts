import fs from "node:fs";
import { Readable, type Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";
import tar from "tar-stream";

/**
 * A backup is one .tar.gz: plain enough for `tar -tzf` to list and for any machine to
 * unpack, written and read as a stream so that gigabytes of audio never sit in memory.
 */
export interface ArchiveWriter {
  add(name: string, body: Buffer): Promise<void>;
  addStream(name: string, size: number, body: Readable): Promise<void>;
  /** Ends the archive and waits until the file is on disk. */
  close(): Promise<void>;
  /** Gives up: the file is left incomplete, for the caller to remove. */
  destroy(): void;
}

/** Writes a new file; an existing one is never overwritten. */
export function createArchiveWriter(file: string): ArchiveWriter {
  const pack = tar.pack();
  const written = pipeline(pack, zlib.createGzip(), fs.createWriteStream(file, { flags: "wx" }));
  // A failing disk rejects `written`; every step races it rather than waiting forever.
  const failed = new Promise<never>((_, reject) => written.catch(reject));
  failed.catch(() => {});
  const step = <T>(work: Promise<T>) => Promise.race([work, failed]);

  return {
    add: (name, body) =>
      step(
        new Promise<void>((resolve, reject) => {
          pack.entry({ name, size: body.length }, body, (error) =>
            error ? reject(error) : resolve(),
          );
        }),
      ),
    async addStream(name, size, body) {
      let sink!: Writable;
      // The entry fails if the stream does not give exactly `size` bytes.
      const added = new Promise<void>((resolve, reject) => {
        // tar-stream's streams (streamx) work with Node's pipeline; only their types differ.
        sink = pack.entry({ name, size }, (error) =>
          error ? reject(error) : resolve(),
        ) as unknown as Writable;
      });
      await step(Promise.all([pipeline(body, sink), added]));
    },
    async close() {
      pack.finalize();
      await written;
    },
    destroy() {
      pack.destroy();
    },
  };
}

export interface ArchiveEntry {
  name: string;
  size: number;
  /** Read it before asking for the next entry; whatever is left unread is skipped. */
  body: Readable;
}

/** The entries of an archive, in order. Throws what gunzip or tar say of a damaged file. */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const extract = tar.extract();
  const source = fs.createReadStream(file);
  pipeline(source, zlib.createGunzip(), extract).catch((error: unknown) =>
    extract.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  try {
    for await (const entry of extract) {
      const body = Readable.from(entry, { objectMode: false });
      yield { name: entry.header.name, size: entry.header.size, body };
      // Whatever the reader left unread, so that the next entry can come.
      for await (const chunk of body) void chunk;
    }
  } finally {
    source.destroy();
    extract.destroy();
  }
}
