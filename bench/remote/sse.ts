import http from "node:http";

/** One open /api/events stream of the bench's simulated players and remotes. */
export interface EventStream {
  close(): void;
}

const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * Opens `/api/events` with a session cookie and hands every event but "ready" to `onEvent`,
 * with its name and data, as it arrives (an event may span chunks). Resolves once "ready"
 * came.
 */
export function openLiveEvents(
  baseUrl: string,
  cookie: string,
  onEvent: (name: string, data: string) => void,
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/events`,
      { agent, headers: { cookie, accept: "text/event-stream" } },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`/api/events answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        let buffer = "";
        let ready = false;
        response.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const name = /^event: (.*)$/m.exec(block)?.[1];
            if (!ready && name === "ready") {
              ready = true;
              resolve({ close: () => request.destroy() });
            } else if (name) {
              const data = /^data: (.*)$/m.exec(block)?.[1];
              if (data) onEvent(name, data);
            }
          }
        });
      },
    );
    // After "ready", rejecting does nothing: a stream closed by the bench ends quietly.
    request.on("error", reject);
  });
}

/** Like `openLiveEvents`, for the "zone" events only (a remote's, a player's). */
export const openZoneEvents = (
  baseUrl: string,
  cookie: string,
  onZoneEvent: (data: string) => void,
): Promise<EventStream> =>
  openLiveEvents(baseUrl, cookie, (name, data) => {
    if (name === "zone") onZoneEvent(data);
  });
