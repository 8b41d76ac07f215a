import { REQUIRED_RIGHTS, type MissingRight } from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import type { BulkRightsAnswer } from "./rights-api";

const copy = songRightsCopy.bulk;
const missingOrder = Object.keys(songRightsCopy.missing) as MissingRight[];

/**
 * What a bulk edit came to, in one sentence: how many songs took the rights, how many
 * were published, and what the rest still lack — a song without rights that the edit
 * could not complete, and a song saved that still may not be published.
 */
export function bulkRightsSummary(answer: Pick<BulkRightsAnswer, "saved" | "published" | "items">) {
  const unsaved = answer.items.filter((item) => !item.saved);
  const unpublishable = answer.items.filter(
    (item) => item.saved && !item.published && item.missing.length > 0,
  );
  return copy.summary({
    saved: answer.saved,
    published: answer.published,
    unsaved: {
      count: unsaved.length,
      reasons: REQUIRED_RIGHTS.filter((field) =>
        unsaved.some((item) => item.lacking.includes(field)),
      ).map((field) => copy.lacking[field]),
    },
    unpublishable: {
      count: unpublishable.length,
      reasons: missingOrder
        .filter((reason) => unpublishable.some((item) => item.missing.includes(reason)))
        .map((reason) => songRightsCopy.missing[reason]),
    },
  });
}
