// Stand-in for src/shared/messages/day-preview.ts until it reaches this branch.
import type { ComingMessage, MessageCampaign } from "~/shared/schemas/messages";
import type { Weekday } from "~/shared/schemas/schedules";
import { clockText } from "./format";

export function dayPreview(
  campaigns: readonly MessageCampaign[],
  localDate: string,
  weekday: Weekday,
): ComingMessage[] {
  return campaigns
    .filter(
      (c) =>
        c.weekdays.includes(weekday) &&
        c.validFrom <= localDate &&
        (c.validUntil === null || localDate <= c.validUntil),
    )
    .flatMap((c) => {
      const base = {
        campaignId: c.id,
        campaignName: c.name,
        kind: c.mode.kind,
        messageNames: c.messages.map((m) => m.name),
        zoneNames: c.zones.map((z) => z.name),
      };
      return c.mode.kind === "exact"
        ? c.mode.times.map((t) => ({ ...base, at: clockText(t) }))
        : [{ ...base, at: `${clockText(c.mode.start)}–${clockText(c.mode.end)}` }];
    })
    .sort((a, b) => a.at.localeCompare(b.at));
}
