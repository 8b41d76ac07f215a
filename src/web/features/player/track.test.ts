import { describe, expect, it } from "vitest";
import { fixedSource, pagedSource, wrapIndex } from "./track";

const track = (n: number) => ({ id: `s${n}`, title: `T${n}`, artist: "A", durationSeconds: 10 });
const search = { kind: "catalog", search: "mar" } as const;

describe("queue sources", () => {
  it("wraps next past the last to the first, previous before the first to the last", () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(2, 5)).toBe(2);
  });

  it("serves a fixed list", async () => {
    const source = fixedSource({ kind: "recent" }, [track(1), track(2)]);
    expect(source.total).toBe(2);
    expect(source.descriptor).toEqual({ kind: "recent" });
    expect((await source.trackAt(1))?.id).toBe("s2");
    expect(await source.trackAt(2)).toBeNull();
  });

  it("loads the whole filtered list page by page, once per page", async () => {
    const requested: number[] = [];
    const source = pagedSource(search, 250, async (page, size) => {
      requested.push(page);
      return Array.from({ length: size }, (_, i) => track((page - 1) * size + i));
    });
    expect((await source.trackAt(0))?.id).toBe("s0");
    expect((await source.trackAt(99))?.id).toBe("s99");
    expect((await source.trackAt(100))?.id).toBe("s100");
    expect((await source.trackAt(249))?.id).toBe("s249");
    expect(requested).toEqual([1, 2, 3]);
  });

  it("answers from the rows already on screen without a request", async () => {
    const requested: number[] = [];
    const source = pagedSource(
      search,
      60,
      async (page, size) => {
        requested.push(page);
        return Array.from({ length: size }, (_, i) => track((page - 1) * size + i));
      },
      { known: { index: 25, tracks: [track(25), track(26)] } },
    );
    expect((await source.trackAt(26))?.id).toBe("s26");
    expect(requested).toEqual([]);
    expect((await source.trackAt(27))?.id).toBe("s27");
    expect(requested).toEqual([1]);
  });

  it("names a source by what it was built from, so the same list is recognised", () => {
    const a = pagedSource(search, 1, async () => []);
    const b = pagedSource({ ...search }, 1, async () => []);
    expect(a.key).toBe(b.key);
    expect(a.key).not.toBe(fixedSource({ kind: "recent" }, []).key);
  });
});
