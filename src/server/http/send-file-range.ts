import type { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context } from "hono";
import type { RandomAccess } from "../infra/storage/object-storage";

/** Bytes read and written at a time: a 256 KiB Range request, the player's usual, in one. */
const CHUNK = 256 * 1024;
/** Chunk buffers kept for reuse once written (8 MiB): allocating each anew kept GC busy. */
const SPARE_CHUNKS = 32;
const spare: Buffer[] = [];

const takeChunk = () => spare.pop() ?? Buffer.allocUnsafe(CHUNK);
/** A chunk the socket has taken (its write callback ran) can be filled again. */
const giveBack = (chunk: Buffer) => {
  if (spare.length < SPARE_CHUNKS) spare.push(chunk);
};

/** Node's response, where the app runs in @hono/node-server (not in app.request()). */
function nodeResponse(c: Context): ServerResponse | undefined {
  const env: unknown = c.env;
  if (typeof env !== "object" || env === null || !("outgoing" in env)) return undefined;
  return env.outgoing as ServerResponse;
}

/** Resolves when the response takes more bytes, or closes (its listeners removed then). */
function writable(outgoing: ServerResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      outgoing.off("drain", done);
      outgoing.off("close", done);
      resolve();
    };
    outgoing.on("drain", done);
    outgoing.on("close", done);
  });
}

/** Writes bytes `start`…`end` (inclusive) of `file` into Node's response, chunk by chunk. */
async function pump(file: RandomAccess, start: number, end: number, outgoing: ServerResponse) {
  let closed = false;
  outgoing.once("close", () => (closed = true));
  try {
    for (let position = start; position <= end && !closed;) {
      const chunk = takeChunk();
      const read = await file.read(chunk, Math.min(CHUNK, end - position + 1), position);
      if (read === 0) {
        giveBack(chunk);
        break;
      }
      position += read;
      const bytes = read === CHUNK ? chunk : chunk.subarray(0, read);
      const written = () => giveBack(chunk);
      if (position > end) outgoing.end(bytes, written);
      else if (!outgoing.write(bytes, written)) await writable(outgoing);
    }
  } catch {
    // The file went, or the listener did: nothing more to send.
    outgoing.destroy();
  } finally {
    file.release();
  }
}

/**
 * Answers with bytes of a stored file. Under the server, read at their position and
 * written straight into Node's response a chunk at a time: no stream objects, so a
 * 256 KiB Range request costs one read and one write (bench/audio-delivery.ts: about
 * four times the requests per second of a piped read stream). Elsewhere (in-process
 * tests) the same bytes come as an ordinary Response.
 *
 * The middlewares that set headers after the handler (security-headers.ts, draining.ts)
 * cannot reach an answer sent this way: `headers` carries everything it needs.
 */
export function sendFileRange(
  c: Context,
  answer: {
    status: number;
    headers: Headers;
    file: RandomAccess;
    start: number;
    end: number;
    closeConnection?: boolean;
  },
): Response {
  const { file, start, end } = answer;
  const outgoing = nodeResponse(c);
  if (!outgoing) {
    let position = start;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const chunk = new Uint8Array(Math.min(CHUNK, end - position + 1));
        const read = position > end ? 0 : await file.read(chunk, chunk.length, position);
        position += read;
        if (read > 0) controller.enqueue(chunk.subarray(0, read));
        if (read === 0 || position > end) {
          file.release();
          controller.close();
        }
      },
      cancel: () => file.release(),
    });
    return new Response(body, { status: answer.status, headers: answer.headers });
  }
  if (answer.closeConnection) answer.headers.set("Connection", "close");
  outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
  if (c.req.method === "HEAD" || end < start) {
    file.release();
    outgoing.end();
  } else void pump(file, start, end, outgoing);
  // @hono/node-server's marker: the answer is written, leave it alone.
  return RESPONSE_ALREADY_SENT;
}
