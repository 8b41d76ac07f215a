import type { Message, ZoneCampaign } from "../messages/schema";
import type { ZoneMessagePlan } from "../messages/exact-cues";

/** A message as the API gives it, for the planning tests. */
export function testMessage(id: string, changes: Partial<Message> = {}): Message {
  return {
    id,
    name: `Mensaje ${id}`,
    validFrom: "2026-01-01",
    validUntil: null,
    levelDb: 3,
    durationSeconds: 12,
    mimeType: "audio/webm",
    loudnessLufs: -20,
    truePeakDbtp: -3,
    leadingSilenceSeconds: 0,
    trailingSilenceSeconds: 0,
    gainDb: 7,
    audioPath: `/api/messages/${id}/audio`,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...changes,
  };
}

export function testCampaign(
  id: string,
  mode: ZoneCampaign["mode"],
  changes: Partial<ZoneCampaign> = {},
): ZoneCampaign {
  return {
    id,
    name: `Campaña ${id}`,
    messageIds: ["a"],
    zoneIds: ["zone"],
    validFrom: "2026-01-01",
    validUntil: null,
    weekdays: [1, 2, 3, 4, 5, 6, 7],
    mode,
    ...changes,
  };
}

export const testPlan = (
  campaigns: ZoneCampaign[],
  messages: Message[] = [testMessage("a"), testMessage("b"), testMessage("c")],
): ZoneMessagePlan => ({ campaigns, messages, timeZone: "Europe/Madrid" });
