import { describe, expect, it } from "vitest";
import type { ScheduleInput } from "~/shared/schedules/schema";
import { blankInput } from "./draft";
import { issueText } from "./issue-text";

const input: ScheduleInput = {
  ...blankInput(),
  slots: [
    {
      id: "00000000-0000-4000-8000-000000000001",
      name: "Comidas",
      weekdays: [1],
      start: 780,
      end: 960,
      source: { kind: "genre", genreId: "00000000-0000-4000-8000-000000000002" },
      shuffle: false,
      volume: null,
    },
  ],
  specialDates: [
    {
      id: "00000000-0000-4000-8000-000000000003",
      name: "Navidad",
      from: "2026-12-24",
      to: "2026-12-25",
      hours: null,
      slots: [],
    },
  ],
};

describe("issueText", () => {
  it("says which day, slot or special date a refusal is about", () => {
    expect(issueText({ path: "opening.2.hours.close", message: "Mal" }, input)).toBe(
      "Miércoles: Mal",
    );
    expect(issueText({ path: ["slots", 0, "start"], message: "Mal" }, input)).toBe("Comidas: Mal");
    expect(issueText({ path: "specialDates.0.to", message: "Mal" }, input)).toBe("Navidad: Mal");
  });
  it("leaves words that already name the slot, and paths it does not know, as they are", () => {
    expect(issueText({ path: "slots.0", message: "«Comidas» se solapa con «Cenas»" }, input)).toBe(
      "«Comidas» se solapa con «Cenas»",
    );
    expect(issueText({ path: "", message: "Mal" }, input)).toBe("Mal");
  });
});
