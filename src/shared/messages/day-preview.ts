import type { ComingMessage, MessageCampaign } from "./schema";
import type { Weekday } from "../schedules/schema";
import { DAY_MS } from "../schedules/zone-clock";
import { clockText, runsOn } from "./campaign-days";
import { exactTurn } from "./rotation";

/** A zone as the preview names it: "Sala", or "Sala (Bar Centro)" across several establishments. */
function zoneNamer(campaigns: readonly MessageCampaign[]) {
  const establishmentIds = new Set(
    campaigns.flatMap((c) => c.zones.map((zone) => zone.establishmentId)),
  );
  return (zone: MessageCampaign["zones"][number]) =>
    establishmentIds.size > 1 ? `${zone.name} (${zone.establishmentName})` : zone.name;
}

/**
 * "Hoy": what the account's campaigns will play on one local day — each exact time with
 * its message and zones ("21:45 · Cierre · Sala y Terraza"), and each between-songs
 * campaign with its hours — in the day's order. An exact time names the message whose
 * turn it is (./rotation). Opening hours are the player's to apply:
 * a time outside them is kept silent there.
 */
export function dayPreview(
  campaigns: readonly MessageCampaign[],
  localDate: string,
  weekday: Weekday,
): ComingMessage[] {
  const day = { date: localDate, weekday, number: Math.floor(Date.parse(localDate) / DAY_MS) };
  const nameZone = zoneNamer(campaigns);
  const coming: (ComingMessage & { order: number })[] = [];
  for (const campaign of campaigns) {
    if (!runsOn(campaign, day)) continue;
    const base = {
      campaignId: campaign.id,
      campaignName: campaign.name,
      messageNames: campaign.messages.map((message) => message.name),
      zoneNames: campaign.zones.map(nameZone),
      kind: campaign.mode.kind,
    };
    if (campaign.mode.kind === "exact") {
      const times = [...campaign.mode.times].sort((a, b) => a - b);
      times.forEach((minute, index) => {
        const turn = exactTurn(campaign.messages, day.number, index, times.length);
        coming.push({
          ...base,
          messageNames: turn ? [turn.name] : [],
          at: clockText(minute),
          order: minute,
        });
      });
    } else
      coming.push({
        ...base,
        at: `${clockText(campaign.mode.start)}–${clockText(campaign.mode.end)}`,
        order: campaign.mode.start,
      });
  }
  return coming
    .sort((a, b) => a.order - b.order || a.campaignName.localeCompare(b.campaignName, "es"))
    .map(({ order: _order, ...item }) => item);
}
