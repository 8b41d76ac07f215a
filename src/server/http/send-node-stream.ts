import type { ServerResponse } from "node:http";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context } from "hono";

/** Node's response, where the app runs in @hono/node-server (not in app.request()). */
function nodeResponse(c: Context): ServerResponse | undefined {
  const env: unknown = c.env;
  if (typeof env !== "object" || env === null || !("outgoing" in env)) return undefined;
  return env.outgoing as ServerResponse;
}

/**
 * Answers with a Node stream. Under the server it is piped straight into Node's
 * response: no conversion to a web stream and back, which cost the audio route most of
 * its time per Range request (bench/audio-delivery.ts). Elsewhere (in-process tests) it
 * is an ordinary Response.
 *
 * The middlewares that set headers after the handler (security-headers.ts, draining.ts)
 * cannot reach a stream sent this way: `headers` carries everything the answer needs.
 */
export function sendNodeStream(
  c: Context,
  answer: { status: number; headers: Headers; body: Readable; closeConnection?: boolean },
): Response {
  const outgoing = nodeResponse(c);
  if (!outgoing) {
    return new Response(Readable.toWeb(answer.body) as ReadableStream<Uint8Array>, {
      status: answer.status,
      headers: answer.headers,
    });
  }
  if (answer.closeConnection) answer.headers.set("Connection", "close");
  outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
  if (c.req.method === "HEAD") {
    answer.body.destroy();
    outgoing.end();
  } else {
    // A listener that goes away (a seek, a skip) ends the pipe and closes the file.
    pipeline(answer.body, outgoing).catch(() => {});
  }
  // @hono/node-server's marker: the answer is written, leave it alone.
  return RESPONSE_ALREADY_SENT;
}
