import { httpClient } from "./http-client";
import type { TestContext } from "./test-app";

/**
 * A user's open /api/events stream on the in-process app, read as text: a test waits
 * for what it expects (`readUntil`) and then looks at everything received.
 */
export async function openEventStream(context: () => Pick<TestContext, "app">, cookie: string) {
  const response = await httpClient(context).get("/api/events", { cookie });
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  let received = "";
  let ended = false;
  const readOnce = async () => {
    const { value, done } = await reader.read();
    if (done) ended = true;
    else received += decoder.decode(value);
  };
  return {
    response,
    /** Reads until `text` has arrived or the stream ends; returns all received so far. */
    async readUntil(text: string): Promise<string> {
      while (!received.includes(text) && !ended) await readOnce();
      return received;
    },
    /** Reads until `text` has arrived `times` times or the stream ends; returns all received. */
    async readUntilTimes(text: string, times: number): Promise<string> {
      while (received.split(text).length - 1 < times && !ended) await readOnce();
      return received;
    },
    /** Reads until the server ends the stream; throws if it is still open after `timeoutMs`. */
    async readToEnd(timeoutMs = 5_000): Promise<string> {
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        void reader.cancel();
      }, timeoutMs);
      try {
        while (!ended) await readOnce();
      } finally {
        clearTimeout(timer);
      }
      if (timedOut) throw new Error(`the event stream was still open after ${timeoutMs} ms`);
      return received;
    },
    close: () => reader.cancel(),
  };
}
