import { describe, expect, it } from "vitest";
import type { MessageCampaign } from "./schema";
import { dayPreview } from "./day-preview";

const zone = (
  id: string,
  name: string,
  establishmentId = "bar",
  establishmentName = "Bar Centro",
) => ({
  id,
  name,
  establishmentId,
  establishmentName,
});

const campaign = (id: string, changes: Partial<MessageCampaign>): MessageCampaign => ({
  id,
  name: id,
  messageIds: ["m1"],
  messages: [{ id: "m1", name: "Cierre" }],
  zoneIds: ["sala", "terraza"],
  zones: [zone("sala", "Sala"), zone("terraza", "Terraza")],
  validFrom: "2026-11-01",
  validUntil: null,
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  mode: { kind: "exact", times: [21 * 60 + 45], duckDb: 15 },
  createdAt: "2026-11-01T00:00:00.000Z",
  ...changes,
});

describe("the day's preview", () => {
  it("lists exact times with their message and zones, and between-songs hours, in order", () => {
    const preview = dayPreview(
      [
        campaign("Cierre", {}),
        campaign("Ofertas", {
          messages: [{ id: "m2", name: "Ofertas" }],
          zones: [zone("sala", "Sala")],
          mode: { kind: "between", everySongs: 2, minMinutes: null, start: 600, end: 840 },
        }),
        campaign("Otro día", { weekdays: [1] }),
      ],
      "2026-11-25",
      3,
    );
    expect(preview).toEqual([
      expect.objectContaining({ at: "10:00–14:00", kind: "between", messageNames: ["Ofertas"] }),
      expect.objectContaining({
        at: "21:45",
        kind: "exact",
        messageNames: ["Cierre"],
        zoneNames: ["Sala", "Terraza"],
      }),
    ]);
  });

  it("names the establishment beside the zone when the account has several", () => {
    const [item] = dayPreview(
      [
        campaign("Cierre", {
          zones: [zone("sala", "Sala"), zone("s2", "Sala", "b2", "Bar Playa")],
        }),
      ],
      "2026-11-25",
      3,
    );
    expect(item?.zoneNames).toEqual(["Sala (Bar Centro)", "Sala (Bar Playa)"]);
  });
});
