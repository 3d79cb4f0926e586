/**
 * Reads a Goodreads export's text with csv-parse: a clear 400 for a file that is not CSV or not
 * Goodreads' layout, and a 413 past the size or row limit, before anything is written.
 */
import { parse } from 'csv-parse/sync';
import { ApiError, badRequest } from '../../http/errors.js';
import { readRow, REQUIRED_COLUMNS, type GoodreadsRow } from './columns.js';

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 20_000;

export function readGoodreadsCsv(csv: string): GoodreadsRow[] {
  if (Buffer.byteLength(csv) > MAX_IMPORT_BYTES)
    throw new ApiError(413, `The file is too large (at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB).`);
  // A binary file (a spreadsheet, an image) has NUL bytes no CSV export has.
  if (csv.includes('\u0000')) throw badRequest('This is not a CSV file. Choose the CSV file Goodreads exported.');
  let records: Record<string, string>[];
  try {
    // relax_quotes: Goodreads writes ISBNs unquoted as ="0123456789", a quote inside a field.
    records = parse(csv, {
      columns: true,
      bom: true,
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw badRequest(
      `This file is not valid CSV${line ? ` (line ${line})` : ''}. Choose the CSV file Goodreads exported.`,
    );
  }
  const header = records.length ? Object.keys(records[0]!) : csv.split(/\r?\n/, 1)[0]!.split(',');
  const missing = REQUIRED_COLUMNS.filter((c) => !header.map((h) => h.trim()).includes(c));
  if (missing.length)
    throw badRequest(
      `This is not a Goodreads export: it has no ${missing.join(', ')} column${missing.length > 1 ? 's' : ''}.`,
    );
  if (!records.length) throw badRequest('This Goodreads export has no books in it.');
  if (records.length > MAX_IMPORT_ROWS)
    throw new ApiError(413, `The file has too many rows (at most ${MAX_IMPORT_ROWS}).`);
  // Line numbers as a spreadsheet shows them: the header is line 1.
  return records.map((record, i) => readRow(record, i + 2));
}
