import { describe, expect, it } from "vitest";
import { sourceFromKey, sourceKey } from "./override-ends";

describe("a source as a select's value", () => {
  it("goes there and back", () => {
    for (const source of [
      { kind: "playlist", playlistId: "list-1" },
      { kind: "genre", genreId: "genre-1" },
    ] as const)
      expect(sourceFromKey(sourceKey(source))).toEqual(source);
  });
});
