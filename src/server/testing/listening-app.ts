import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { TEST_APP_URL } from "./test-app";

export interface RawRequest {
  method: string;
  /** Sent as written: no URL parser resolves its dot segments on the way. */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export interface RawResponse {
  status: number;
  contentType: string;
  headers: http.IncomingHttpHeaders;
  /** The body, unless it is an event stream (which never ends; it is closed unread). */
  body: string;
  bytes: Buffer;
}

/**
 * The app served on a free port as main.ts serves it (@hono/node-server), for requests
 * whose raw target matters: fetch and app.request resolve "%2e%2e" before sending.
 */
export async function listen(app: { fetch: (request: Request, env: never) => unknown }) {
  const server = serve({
    fetch: app.fetch as never,
    port: 0,
    hostname: "127.0.0.1",
  }) as http.Server;
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });

  function send(request: RawRequest): Promise<RawResponse> {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    return new Promise((resolve, reject) => {
      const outgoing = http.request(
        {
          host: "127.0.0.1",
          port,
          // A body the server may refuse unread ends its connection: never reused.
          agent: body && body.length > 64 * 1024 ? false : agent,
          method: request.method,
          path: request.path,
          headers: {
            // The app's own origin, as a browser on the site would send it.
            host: new URL(TEST_APP_URL).host,
            ...(body ? { "content-length": String(body.length) } : {}),
            ...request.headers,
          },
        },
        (incoming) => {
          const status = incoming.statusCode ?? 0;
          const contentType = incoming.headers["content-type"] ?? "";
          const { headers } = incoming;
          if (contentType.startsWith("text/event-stream")) {
            incoming.destroy();
            resolve({ status, contentType, headers, body: "", bytes: Buffer.alloc(0) });
            return;
          }
          const chunks: Buffer[] = [];
          incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
          incoming.on("end", () => {
            const bytes = Buffer.concat(chunks);
            resolve({ status, contentType, headers, body: bytes.toString("utf8"), bytes });
          });
          incoming.on("error", reject);
        },
      );
      outgoing.on("error", reject);
      outgoing.end(body);
    });
  }

  return {
    send,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
