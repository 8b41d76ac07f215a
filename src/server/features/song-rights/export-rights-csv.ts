import { asc, eq, gt } from "drizzle-orm";
import { LIST_SEPARATOR, RIGHTS_CSV_COLUMNS } from "~/shared/catalog/rights-csv";
import { licenceContract, songRights } from "../../domain/catalog/rights-tables";
import { song } from "../../domain/catalog/tables";
import type { Database } from "../../domain/database";
import { csvLine, UTF8_BOM } from "../../infra/csv";

/** Songs read per query: the file streams while the catalogue is read in id order. */
const PAGE = 1000;

/**
 * Every song with its rights, as the import reads them back: the admin fills in the empty
 * ones in a spreadsheet. Streamed a page at a time (by id), so thousands of songs never sit
 * in memory at once.
 */
export async function* exportRightsCsv(db: Database): AsyncGenerator<string> {
  yield UTF8_BOM + csvLine([...RIGHTS_CSV_COLUMNS]);
  let after = "";
  for (;;) {
    const rows = await db
      .select({
        id: song.id,
        title: song.title,
        artist: song.artist,
        publishedAt: song.publishedAt,
        rights: songRights,
        reference: licenceContract.reference,
      })
      .from(song)
      .leftJoin(songRights, eq(songRights.songId, song.id))
      .leftJoin(licenceContract, eq(licenceContract.id, songRights.contractId))
      .where(after ? gt(song.id, after) : undefined)
      .orderBy(asc(song.id))
      .limit(PAGE);
    if (!rows.length) return;
    yield rows
      .map((row) =>
        csvLine([
          row.id,
          row.title,
          row.artist,
          row.rights?.authors.join(LIST_SEPARATOR) ?? "",
          row.rights?.performer ?? "",
          row.rights?.masterOwner ?? "",
          row.reference ?? "",
          row.rights?.managedBy.join(LIST_SEPARATOR) ?? "",
          row.publishedAt ? "sí" : "no",
        ]),
      )
      .join("");
    after = (rows.at(-1) as { id: string }).id;
  }
}
