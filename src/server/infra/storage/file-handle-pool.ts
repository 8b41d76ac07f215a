import { setMaxListeners, type EventEmitter } from "node:events";
import type { FileHandle } from "node:fs/promises";
import fsp from "node:fs/promises";

/** A file opened for reading, shared by every read of it while it is the current one. */
export interface OpenFile {
  handle: FileHandle;
  size: number;
  /** Every acquire is released once, when its reader is done. */
  release(): void;
}

interface Entry {
  handle: FileHandle;
  size: number;
  users: number;
  retired: boolean;
}

/**
 * Open files kept for the audio route's Range requests: opening, sizing and closing a
 * file cost three trips through libuv's thread pool per request, more than reading it
 * (bench/audio-delivery.ts). Reads share one handle (positional reads never disturb each
 * other); a handle is closed once its last reader is done after it was retired — when
 * this instance writes or deletes the file, after `maxAgeMs` (so that a file replaced by
 * another instance on a shared disk is seen within that time), or when more than
 * `maxOpen` files are open.
 */
export function fileHandlePool(options: { maxAgeMs: number; maxOpen: number }) {
  const current = new Map<string, Entry>();
  const opening = new Map<string, Promise<Entry>>();

  const closeIfIdle = (entry: Entry) => {
    if (entry.retired && entry.users === 0) void entry.handle.close().catch(() => {});
  };

  function retire(file: string, entry = current.get(file)) {
    if (!entry) return;
    if (current.get(file) === entry) current.delete(file);
    entry.retired = true;
    closeIfIdle(entry);
  }

  async function open(file: string): Promise<Entry> {
    const handle = await fsp.open(file, "r");
    // Each stream on a handle listens for its close: many readers of one file are the
    // design (a song many shops play at once), not a leak.
    setMaxListeners(0, handle as unknown as EventEmitter);
    try {
      const entry: Entry = { handle, size: (await handle.stat()).size, users: 0, retired: false };
      retire(file);
      current.set(file, entry);
      setTimeout(() => retire(file, entry), options.maxAgeMs).unref();
      // The oldest go first (a Map keeps insertion order); those in use close when done.
      for (const [oldFile, old] of current) {
        if (current.size <= options.maxOpen) break;
        retire(oldFile, old);
      }
      return entry;
    } catch (error) {
      await handle.close().catch(() => {});
      throw error;
    }
  }

  return {
    /** The file, opened (or already open); rejects as fs.open does (ENOENT…). */
    async acquire(file: string): Promise<OpenFile> {
      let acquired: Entry | undefined;
      // An entry retired while this read waited for it is not used: the next one is.
      while (!acquired || acquired.retired) {
        acquired = current.get(file);
        if (acquired) continue;
        let pending = opening.get(file);
        if (!pending) {
          pending = open(file).finally(() => opening.delete(file));
          opening.set(file, pending);
        }
        acquired = await pending;
      }
      acquired.users += 1;
      let released = false;
      return {
        handle: acquired.handle,
        size: acquired.size,
        release() {
          if (released) return;
          released = true;
          acquired.users -= 1;
          closeIfIdle(acquired);
        },
      };
    },
    /** The file changed or went: later reads open it afresh. */
    forget(file: string) {
      retire(file);
    },
    /** Closes every handle once its readers are done (the storage is closing). */
    forgetAll() {
      for (const file of [...current.keys()]) retire(file);
    },
  };
}
