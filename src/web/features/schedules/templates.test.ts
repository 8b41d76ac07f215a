import { describe, expect, it } from "vitest";
import { scheduleInputSchema } from "~/shared/schedules/schema";
import { templateInput, templateKinds } from "./templates";

const source = { kind: "playlist", playlistId: "00000000-0000-4000-8000-000000000001" } as const;

describe("templateInput", () => {
  it.each(templateKinds)("makes a valid schedule for %s, every slot playing the source", (kind) => {
    const input = templateInput(kind, source, () => crypto.randomUUID());
    expect(scheduleInputSchema.safeParse(input).success).toBe(true);
    expect(input.opening.map((day) => day.weekday)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(input.slots.length).toBeGreaterThan(1);
    expect(input.slots.every((slot) => slot.source === source)).toBe(true);
  });

  it("closes a shop on Sundays and a restaurant on Mondays", () => {
    const id = () => crypto.randomUUID();
    expect(templateInput("shop", source, id).opening.at(6)?.hours).toBeNull();
    expect(templateInput("restaurant", source, id).opening.at(0)?.hours).toBeNull();
    expect(templateInput("restaurant", source, id).slots.map((slot) => slot.name)).toEqual([
      "Comidas",
      "Sobremesa",
      "Cenas",
    ]);
  });
});
