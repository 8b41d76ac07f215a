import { songRightsCopy } from "../copy/song-rights";
import { readCsv } from "../csv/read-csv";
import { COLLECTING_SOCIETIES, type CollectingSociety } from "./song-rights";

const copy = songRightsCopy.csv;

/**
 * The catalogue's rights as a spreadsheet: exported with every song, filled in, imported.
 * Several authors or societies go in one field, separated by "|".
 */
export const RIGHTS_CSV_COLUMNS = [
  "id",
  "titulo",
  "artista",
  "autores",
  "interprete",
  "propietario_grabacion",
  "contrato",
  "gestionada_por",
  "publicada",
] as const;

export const LIST_SEPARATOR = "|";

/** A catalogue of thousands in one file; more is split. */
export const MAX_RIGHTS_CSV_ROWS = 20_000;
const MAX_FIELD = 200;

export interface RightsCsvRow {
  line: number;
  songId: string;
  /** Null: the row leaves the song's rights as they are. */
  rights: {
    authors: string[];
    performer: string;
    masterOwner: string;
    contractReference: string;
    managedBy: CollectingSociety[];
  } | null;
  /** true: publish; false: withdraw; null: as it is. */
  publish: boolean | null;
}

export interface CsvProblem {
  /** The line a spreadsheet shows the record on; 0: the whole file. */
  line: number;
  message: string;
}

const list = (value: string) =>
  value
    .split(LIST_SEPARATOR)
    .map((item) => item.trim())
    .filter(Boolean);

const yes = new Set(["sí", "si", "s", "yes", "1", "true"]);
const no = new Set(["no", "n", "0", "false"]);

/** The rows of an imported file, or what is wrong with each line (nothing is applied then). */
export function parseRightsCsv(text: string): { rows: RightsCsvRow[]; problems: CsvProblem[] } {
  const [header, ...records] = readCsv(text);
  const names = (header?.fields ?? []).map((name) => name.trim().toLowerCase());
  const required = ["id", "autores", "interprete", "propietario_grabacion", "contrato"];
  const absent = required.filter((name) => !names.includes(name));
  if (absent.length)
    return { rows: [], problems: [{ line: 0, message: copy.missingColumns(absent) }] };
  if (!records.length) return { rows: [], problems: [{ line: 0, message: copy.empty }] };
  if (records.length > MAX_RIGHTS_CSV_ROWS)
    return { rows: [], problems: [{ line: 0, message: copy.tooManyRows(MAX_RIGHTS_CSV_ROWS) }] };

  const rows: RightsCsvRow[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    // The export shields text a spreadsheet would run as a formula with an apostrophe.
    const field = (name: string) => {
      const index = names.indexOf(name);
      const value = index < 0 ? "" : (record.fields[index] ?? "").trim();
      return /^'[=+\-@]/.test(value) ? value.slice(1) : value;
    };
    const problem = (message: string) => problems.push({ line: record.line, message });
    const songId = field("id").toLowerCase();
    if (seen.has(songId)) {
      problem(copy.repeatedSong);
      continue;
    }
    seen.add(songId);
    if (record.fields.some((value) => value.length > MAX_FIELD * 20)) {
      problem(copy.tooLong(MAX_FIELD));
      continue;
    }
    const authors = list(field("autores"));
    const performer = field("interprete");
    const masterOwner = field("propietario_grabacion");
    const contractReference = field("contrato");
    const filled = [authors.length > 0, performer, masterOwner, contractReference].filter(Boolean);
    if (filled.length > 0 && filled.length < 4) {
      problem(copy.incomplete);
      continue;
    }
    if ([...authors, performer, masterOwner, contractReference].some((v) => v.length > MAX_FIELD)) {
      problem(copy.tooLong(MAX_FIELD));
      continue;
    }
    const societies = list(field("gestionada_por").toUpperCase());
    const unknown = societies.find(
      (value) => !(COLLECTING_SOCIETIES as readonly string[]).includes(value),
    );
    if (unknown) {
      problem(copy.unknownSociety(unknown));
      continue;
    }
    const published = field("publicada").toLowerCase();
    if (published && !yes.has(published) && !no.has(published)) {
      problem(copy.publishValue);
      continue;
    }
    rows.push({
      line: record.line,
      songId,
      rights: filled.length
        ? {
            authors,
            performer,
            masterOwner,
            contractReference,
            managedBy: [...new Set(societies)] as CollectingSociety[],
          }
        : null,
      publish: published ? yes.has(published) : null,
    });
  }
  return { rows, problems };
}
