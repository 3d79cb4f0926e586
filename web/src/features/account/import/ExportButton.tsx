/** Saves the member's shelves, ratings and reviews as a CSV in Goodreads' columns (goodreadsExport). */
import { useApolloClient } from '@apollo/client/react';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { errorMessage, toast } from '../../../lib/notify';
import { GoodreadsExportQuery } from './ImportPage.data';

export const EXPORT_FILE_NAME = 'pustak-goodreads.csv';

function save(csv: string) {
  const href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const anchor = document.createElement('a');
  anchor.href = href;
  anchor.download = EXPORT_FILE_NAME;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // After the click has handed the blob to the browser's download.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

export function ExportButton() {
  const { t } = useTranslation('account');
  const client = useApolloClient();
  const [busy, setBusy] = useState(false);
  const exportCsv = async () => {
    setBusy(true);
    try {
      const { data } = await client.query({ query: GoodreadsExportQuery, fetchPolicy: 'network-only' });
      save(data!.goodreadsExport);
    } catch (error) {
      toast.account(errorMessage(error, t('import.exportFailed')), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="light" loading={busy} onClick={() => void exportCsv()}>
      {t('import.export')}
    </Button>
  );
}
