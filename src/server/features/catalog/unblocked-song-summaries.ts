import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../domain/database";
import { genre, song } from "../../domain/catalog/tables";
import { isPublished } from "../../domain/catalog/published";
import { notBlockedBy } from "./blocked-songs-filter";
import { songSummaryColumns } from "./song-summary";

/** The rows of the published songs `viewerId` has not blocked (among those `where` keeps), as summaries. */
export const unblockedSongSummaries = (db: Database, viewerId: string, where?: SQL) =>
  db
    .select(songSummaryColumns())
    .from(song)
    .innerJoin(genre, eq(genre.id, song.genreId))
    .where(and(where, isPublished(), notBlockedBy(db, viewerId)));
