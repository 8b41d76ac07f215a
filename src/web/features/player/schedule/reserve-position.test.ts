import { describe, expect, it } from "vitest";
import { fixedSource, type Track } from "../track";
import { positionWithComingSlots } from "./reserve-position";

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

async function ids(position: ReturnType<typeof positionWithComingSlots>) {
  const found: string[] = [];
  for (let index = 0; position && index < position.total; index++) {
    const song = await position.trackAt(index);
    if (song) found.push(song.id);
  }
  return found;
}

describe("positionWithComingSlots", () => {
  const breakfast = list("b", 10);
  const position = {
    key: breakfast.key,
    total: breakfast.total,
    index: 8,
    trackAt: (index: number) => breakfast.trackAt(index),
  };

  it("keeps the songs until the slot ends, then the next slot's first songs", async () => {
    const lunch = list("l", 3);
    // Ten minutes left: four songs of three minutes cover them, wrapping round the list.
    expect(await ids(positionWithComingSlots(position, [lunch], 600))).toEqual([
      "b8",
      "b9",
      "b0",
      "b1",
      "l0",
      "l1",
      "l2",
    ]);
  });

  it("is the player's own position when no slot is coming", () => {
    expect(positionWithComingSlots(position, [], 600)).toBe(position);
  });

  it("plans the coming slots alone while nothing plays (closed)", async () => {
    expect(await ids(positionWithComingSlots(null, [list("o", 2)], 0))).toEqual(["o0", "o1"]);
  });

  it("names the plan by the position and the coming sources, so a move plans again", () => {
    const a = positionWithComingSlots(position, [list("l", 3)], 600);
    const b = positionWithComingSlots({ ...position, index: 9 }, [list("l", 3)], 600);
    expect(a?.key).not.toBe(b?.key);
  });
});
