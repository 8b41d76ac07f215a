import fs from "node:fs";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import type {
  Message,
  MessageCampaign,
  MessageCampaignInput,
} from "../../../src/shared/messages/schema";
import { mp3File } from "./audio-files";
import { madridToday } from "./play-log";

/** A message of the signed-in account, uploaded through the API as the screen would. */
export async function uploadMessage(page: Page, name: string, seconds = 3): Promise<Message> {
  const response = await page.request.post("/api/messages", {
    multipart: {
      name,
      validFrom: madridToday(),
      validUntil: "",
      levelDb: "3",
      file: {
        name: `${name}.mp3`,
        mimeType: "audio/mpeg",
        buffer: fs.readFileSync(mp3File(`${Date.now()}-message.mp3`, 7, seconds)),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Message;
}

/** A campaign of the signed-in account, every day from today, through the API. */
export async function saveCampaign(
  page: Page,
  input: Pick<MessageCampaignInput, "name" | "messageIds" | "zoneIds" | "mode">,
): Promise<MessageCampaign> {
  const response = await page.request.post("/api/message-campaigns", {
    data: {
      validFrom: madridToday(),
      validUntil: null,
      weekdays: [1, 2, 3, 4, 5, 6, 7],
      ...input,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as MessageCampaign;
}

/** The message files kept on this device, by their audio paths. */
export function keptMessages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const kept: string[] = [];
    for (const name of await caches.keys()) {
      if (!name.startsWith("sonaria-messages-")) continue;
      for (const request of await (await caches.open(name)).keys())
        kept.push(new URL(request.url).pathname);
    }
    return kept;
  });
}
