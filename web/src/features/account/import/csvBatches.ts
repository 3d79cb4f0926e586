/**
 * A Goodreads export cut into parts the gateway takes (its request limit is 256 KB), each with
 * the header row, so a long file is imported part by part and the screen can show how far it got.
 * Parsing is papaparse's (loaded only when a file is chosen); never a hand-made CSV reader.
 */

/** Rows per part, and the most text one part may hold: well under the gateway's limit. */
const ROWS_PER_PART = 100;
const MAX_PART_CHARS = 120_000;
/** The importer's own limit (rest: reading/goodreads/csvFile.ts). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export interface CsvParts {
  rows: number;
  /** Each part's text and how many rows it holds. */
  parts: { csv: string; rows: number }[];
}

export async function csvParts(text: string): Promise<CsvParts> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  const [header, ...rows] = parsed.data;
  // Nothing to cut (no rows, or no CSV at all): the whole text goes once, and the importer says why.
  if (!header || !rows.length || parsed.errors.some((e) => e.type === 'Quotes'))
    return { rows: 0, parts: [{ csv: text, rows: 0 }] };
  const parts: CsvParts['parts'] = [];
  let batch: string[][] = [];
  let chars = 0;
  const flush = () => {
    if (!batch.length) return;
    parts.push({ csv: Papa.unparse({ fields: header, data: batch }), rows: batch.length });
    batch = [];
    chars = 0;
  };
  for (const row of rows) {
    const size = row.reduce((n, cell) => n + cell.length + 3, 0);
    if (batch.length >= ROWS_PER_PART || (batch.length && chars + size > MAX_PART_CHARS)) flush();
    batch.push(row);
    chars += size;
  }
  flush();
  return { rows: rows.length, parts };
}
