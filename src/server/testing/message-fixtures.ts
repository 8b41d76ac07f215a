import { expect } from "vitest";
import type { Message } from "~/shared/messages/schema";
import { concat, silence, sine, wavFile } from "../infra/audio/synthetic-audio";
import { httpClient } from "./http-client";
import type { TestContext } from "./test-app";

const RATE = 16_000;

/** What the messages' suites build on: an account's messages, uploaded as the page does. */
export function messageFixtures(context: () => TestContext) {
  const client = httpClient(context);
  return {
    /** A message of `seconds` of tone, then a short silence, valid from 2026. */
    async uploaded(cookie: string, name: string, seconds: number): Promise<Message> {
      const response = await client.upload(
        "/api/messages",
        {
          fields: { name, validFrom: "2026-01-01" },
          file: {
            bytes: wavFile(
              [
                concat(
                  sine({ hz: 440, peakDbfs: -12, seconds, sampleRate: RATE }),
                  silence(0.2, RATE),
                ),
              ],
              RATE,
            ),
            name: `${name}.wav`,
            type: "audio/wav",
          },
        },
        { cookie },
      );
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as Message;
    },
  };
}
