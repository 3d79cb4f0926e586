/**
 * Imports a chosen Goodreads export part by part (csvBatches.ts), adding up what each part did,
 * so the screen shows rows done of rows in the file and, at the end, what changed. The first
 * refusal stops it with the importer's own message; parts already imported stay (importing the
 * file again adds nothing twice).
 */
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import type { ImportGoodreadsMutation as ImportResult } from '../../../gql/graphql';
import { errorMessage } from '../../../lib/notify';
import { useTranslation } from '../../../i18n/react';
import { csvParts, MAX_FILE_BYTES } from './csvBatches';
import { ImportGoodreadsMutation } from './ImportPage.data';

type Counts = ImportResult['importGoodreads'];

export interface ImportState {
  running: boolean;
  done: number;
  total: number;
  counts: Counts | null;
  error: string | null;
}

const add = (a: Counts | null, b: Counts): Counts =>
  !a
    ? b
    : {
        ...b,
        rows: a.rows + b.rows,
        matched: a.matched + b.matched,
        shelved: b.shelved.map((s) => ({
          ...s,
          count: s.count + (a.shelved.find((x) => x.shelf === s.shelf)?.count ?? 0),
        })),
        reviewsAdded: a.reviewsAdded + b.reviewsAdded,
        alreadyThere: a.alreadyThere + b.alreadyThere,
        unmatched: a.unmatched + b.unmatched,
        skipped: a.skipped + b.skipped,
      };

/** The file's text, read with FileReader (the one reader every browser has for a chosen file). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });
}

export function useGoodreadsImport(onFinished: () => void) {
  const { t } = useTranslation('account');
  const [importPart] = useMutation(ImportGoodreadsMutation);
  const idle: ImportState = { running: false, done: 0, total: 0, counts: null, error: null };
  const [state, setState] = useState<ImportState>(idle);

  async function start(file: File) {
    if (!/\.csv$/i.test(file.name) && file.type !== 'text/csv') {
      setState({ ...idle, error: t('import.notCsv') });
      return;
    }
    if (file.size > MAX_FILE_BYTES) {
      setState({ ...idle, error: t('import.tooLarge') });
      return;
    }
    setState({ ...idle, running: true });
    let split: Awaited<ReturnType<typeof csvParts>>;
    try {
      split = await csvParts(await readText(file));
    } catch {
      setState({ ...idle, error: t('import.notCsv') });
      return;
    }
    const { rows, parts } = split;
    let counts: Counts | null = null;
    let done = 0;
    setState({ ...idle, running: true, total: rows });
    for (const part of parts) {
      try {
        const { data } = await importPart({ variables: { csv: part.csv } });
        counts = add(counts, data!.importGoodreads);
        done += part.rows;
        setState({ running: true, done, total: rows, counts, error: null });
      } catch (error) {
        setState({ running: false, done, total: rows, counts, error: errorMessage(error, t('import.failed')) });
        onFinished();
        return;
      }
    }
    setState({ running: false, done, total: rows, counts, error: null });
    onFinished();
  }

  return { state, start };
}
