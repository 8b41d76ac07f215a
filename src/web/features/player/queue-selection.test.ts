import { expect, it } from "vitest";
import { selectionOfQueue } from "./queue-selection";

const genres = [{ id: "g-chill", name: "Chill", songCount: 4 }];
const ownLists = [{ id: "p-mine", name: "Mañanas" }];
const publicLists = [{ id: "p-public", name: "Cafetería" }];
const lists = { genres, ownLists, publicLists };

it("shows a genre's queue under 'Géneros' with the genre chosen", () => {
  expect(selectionOfQueue({ kind: "catalog", search: "", genreId: "g-chill" }, lists)).toEqual({
    tab: "genres",
    selection: { kind: "genre", id: "g-chill", name: "Chill" },
    search: "",
  });
});

it("tells an own list from a public one", () => {
  expect(
    selectionOfQueue({ kind: "catalog", search: "", playlistId: "p-mine" }, lists),
  ).toMatchObject({ tab: "mine", selection: { kind: "mine", name: "Mañanas" } });
  expect(
    selectionOfQueue({ kind: "catalog", search: "", playlistId: "p-public" }, lists),
  ).toMatchObject({ tab: "public", selection: { kind: "public", name: "Cafetería" } });
});

it("keeps the search of the whole catalogue", () => {
  expect(selectionOfQueue({ kind: "catalog", search: "brisa" }, lists)).toEqual({
    tab: "all",
    selection: null,
    search: "brisa",
  });
});

it("waits for the lists, and leaves alone what no list of the page holds", () => {
  const chill = { kind: "catalog", search: "", genreId: "g-chill" } as const;
  expect(selectionOfQueue(chill, {})).toBeNull();
  expect(selectionOfQueue({ kind: "catalog", search: "", playlistId: "p-mine" }, { genres })).toBe(
    null,
  );
  expect(selectionOfQueue({ kind: "catalog", search: "", playlistId: "gone" }, lists)).toBeNull();
  expect(selectionOfQueue({ kind: "recent" }, lists)).toBeNull();
  expect(selectionOfQueue(null, lists)).toBeNull();
});
