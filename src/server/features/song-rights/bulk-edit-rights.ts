import { eq, inArray } from "drizzle-orm";
import {
  REQUIRED_RIGHTS,
  type BulkRightsChanges,
  type MissingRight,
  type RequiredRight,
  type SongRightsInput,
} from "~/shared/catalog/song-rights";
import { songRightsCopy } from "~/shared/copy/song-rights";
import { songRights } from "../../domain/catalog/rights-tables";
import { song } from "../../domain/catalog/tables";
import { AppError } from "../../domain/app-error";
import { findContract } from "./contracts";
import type { SongRightsDeps } from "./deps";
import { missingWords } from "./missing-words";
import { markPublished } from "./publication";
import { songRightsStatus, type SongRightsStatus } from "./song-rights-status";
import { ownRights, writeSongRights } from "./song-rights";

const errors = songRightsCopy.errors;

/** One ticked song after a bulk edit. */
export interface BulkRightsResult {
  songId: string;
  /** Its rights were written. */
  saved: boolean;
  /** It plays now, published by this edit or before it. */
  published: boolean;
  /** This edit published it. */
  publishedNow: boolean;
  /** A song without rights: what the edit did not give it, so none were written. */
  lacking: RequiredRight[];
  /** What keeps it from being published today; empty: it may be. */
  missing: MissingRight[];
}

export interface BulkRightsAnswer {
  saved: number;
  published: number;
  /** In the order the ids were sent. */
  items: BulkRightsResult[];
}

/**
 * The rights the admin's ticked songs should share (a contract, a master owner…): only
 * the fields sent change, and each song keeps the rest of its own. A song without rights
 * gets them only if the edit brings all four that a song needs; otherwise it is left as
 * it was, and the answer says what it lacks.
 *
 * All or nothing, in one transaction, as a song's own edit is: an unknown id, or a
 * published song the change would leave unlicensed (decision 039), refuses the whole edit.
 * The songs are written in a handful of statements, not one song's round trips 500 times
 * over while their rows stay locked.
 */
export async function bulkEditRights(
  deps: Pick<SongRightsDeps, "db" | "events">,
  options: { ids: string[]; changes: BulkRightsChanges; publish: boolean; now?: Date },
): Promise<BulkRightsAnswer> {
  const now = options.now ?? new Date();
  const { ids, changes } = options;
  if (changes.contractId) await findContract(deps, changes.contractId);
  const answer = await deps.db.transaction(async (tx) => {
    // Locked sorted by id, so two edits of overlapping selections cannot deadlock.
    const current = await tx
      .select({ songId: song.id, title: song.title, rights: songRights })
      .from(song)
      .leftJoin(songRights, eq(songRights.songId, song.id))
      .where(inArray(song.id, ids))
      .orderBy(song.id)
      .for("update", { of: song });
    const found = new Map(current.map((row) => [row.songId, row]));
    const unknown = ids.filter((id) => !found.has(id));
    if (unknown.length)
      throw new AppError("NOT_FOUND", errors.bulkUnknownSongs(unknown), {
        issues: unknown.map((id) => ({
          path: `ids.${ids.indexOf(id)}`,
          message: errors.bulkUnknownSong(id),
        })),
      });

    const lacking = new Map<string, RequiredRight[]>();
    const writes: { songId: string; rights: SongRightsInput }[] = [];
    for (const row of current) {
      const merged: BulkRightsChanges = {
        managedBy: [],
        ...(row.rights && ownRights(row.rights)),
        ...definedOnly(changes),
      };
      const absent = REQUIRED_RIGHTS.filter((field) => merged[field] === undefined);
      if (absent.length) lacking.set(row.songId, absent);
      // Every field is there: the four just checked, and the societies by default.
      else writes.push({ songId: row.songId, rights: merged as SongRightsInput });
    }
    await writeSongRights(tx, writes, now);

    const statuses = new Map(
      (await songRightsStatus(tx, ids, now)).map((status) => [status.songId, status]),
    );
    const status = (songId: string) => statuses.get(songId) as SongRightsStatus;
    const unlicensed = writes.filter(({ songId }) => {
      const { published, missing } = status(songId);
      return published && missing.length > 0;
    });
    if (unlicensed.length)
      throw new AppError(
        "CONFLICT",
        errors.bulkWouldUnlicense(
          unlicensed.map(({ songId }) => found.get(songId)?.title ?? songId),
          missingWords([...new Set(unlicensed.flatMap(({ songId }) => status(songId).missing))]),
        ),
        {
          issues: unlicensed.map(({ songId }) => ({
            path: `ids.${ids.indexOf(songId)}`,
            message: errors.notPublishable(missingWords(status(songId).missing)),
          })),
        },
      );

    const publishable = ids.filter((id) => {
      const { published, missing } = status(id);
      return !published && missing.length === 0;
    });
    const publishedNow = new Set(options.publish ? await markPublished(tx, publishable, now) : []);
    const items = ids.map((songId): BulkRightsResult => {
      const { published, missing } = status(songId);
      return {
        songId,
        saved: !lacking.has(songId),
        published: published || publishedNow.has(songId),
        publishedNow: publishedNow.has(songId),
        lacking: lacking.get(songId) ?? [],
        missing,
      };
    });
    return { saved: writes.length, published: publishedNow.size, items };
  });
  if (answer.saved || answer.published) await deps.events.publish({ topic: "catalog" });
  return answer;
}

/** The changes the admin made: a field absent from the request is not a field to clear. */
const definedOnly = (changes: BulkRightsChanges): BulkRightsChanges =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
