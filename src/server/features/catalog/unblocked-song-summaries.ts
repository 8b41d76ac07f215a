import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { genre, song } from "../../domain/catalog/tables";
import { isPublished } from "../../domain/catalog/published";
import { notBlockedBy, type BlocksOf } from "./blocked-songs-filter";
import { songSummaryColumns } from "./song-summary";

/** The rows of the published songs not blocked where the viewer plays (among those `where` keeps), as summaries. */
export const unblockedSongSummaries = (db: Database, blocks: BlocksOf, where?: SQL) =>
  db
    .select(songSummaryColumns())
    .from(song)
    .innerJoin(genre, eq(genre.id, song.genreId))
    .where(and(where, isPublished(), notBlockedBy(db, blocks)));
