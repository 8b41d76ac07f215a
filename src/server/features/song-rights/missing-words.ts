import type { MissingRight } from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";

/** What a song lacks, in the admin's words. */
export const missingWords = (missing: readonly MissingRight[]) =>
  missing.map((item) => songRightsCopy.missing[item]);
