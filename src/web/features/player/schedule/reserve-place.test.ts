import { describe, expect, it } from "vitest";
import { fixedSource, type Track } from "../track";
import { placeWithComingSlots } from "./reserve-place";

const track = (id: string, durationSeconds = 180): Track => ({
  id,
  title: id,
  artist: `artist ${id}`,
  durationSeconds,
});
const list = (prefix: string, count: number) =>
  fixedSource(
    null,
    Array.from({ length: count }, (_, index) => track(`${prefix}${index}`)),
  );

async function ids(place: ReturnType<typeof placeWithComingSlots>) {
  const found: string[] = [];
  for (let index = 0; place && index < place.total; index++) {
    const song = await place.trackAt(index);
    if (song) found.push(song.id);
  }
  return found;
}

describe("placeWithComingSlots", () => {
  const breakfast = list("b", 10);
  const place = {
    key: breakfast.key,
    total: breakfast.total,
    index: 8,
    trackAt: (index: number) => breakfast.trackAt(index),
  };

  it("keeps the songs until the slot ends, then the next slot's first songs", async () => {
    const lunch = list("l", 3);
    // Ten minutes left: four songs of three minutes cover them, wrapping round the list.
    expect(await ids(placeWithComingSlots(place, [lunch], 600))).toEqual([
      "b8",
      "b9",
      "b0",
      "b1",
      "l0",
      "l1",
      "l2",
    ]);
  });

  it("is the player's own place when no slot is coming", () => {
    expect(placeWithComingSlots(place, [], 600)).toBe(place);
  });

  it("plans the coming slots alone while nothing plays (closed)", async () => {
    expect(await ids(placeWithComingSlots(null, [list("o", 2)], 0))).toEqual(["o0", "o1"]);
  });

  it("names the plan by the place and the coming sources, so a move plans again", () => {
    const a = placeWithComingSlots(place, [list("l", 3)], 600);
    const b = placeWithComingSlots({ ...place, index: 9 }, [list("l", 3)], 600);
    expect(a?.key).not.toBe(b?.key);
  });
});
