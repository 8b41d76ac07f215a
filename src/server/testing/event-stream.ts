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
  return {
    response,
    /** Reads until `text` has arrived or the stream ends; returns all received so far. */
    async readUntil(text: string): Promise<string> {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += decoder.decode(value);
      }
      return received;
    },
    close: () => reader.cancel(),
  };
}
