import { quotesToCsv, quotingToday } from '@almanac/core';
import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { toaster } from '../../../components/toaster-store.js';
import { displayError, useGraphqlClient } from '../../../lib/graphql/index.js';
import { saveText } from '../../../lib/save-file.js';
import { fetchAllQuotes, type QuotesQuery } from '../../../shared/quote-list/quotes-api.js';
import { exportFileName } from '../../../shared/quote-list/quote-table.js';

/**
 * "Export Data" (docs/requirements.md#quote-lists): every premium indication the list matches, in
 * its order, fetched page after page and saved as premium_indications_{date}.csv.
 */
export function ExportQuotesButton({
  query,
  disabled,
}: {
  query: Omit<QuotesQuery, 'page' | 'limit'>;
  disabled?: boolean;
}) {
  const client = useGraphqlClient();
  const [progress, setProgress] = useState<{ loaded: number; count: number } | null>(null);

  const exportAll = async () => {
    setProgress({ loaded: 0, count: 0 });
    try {
      const items = await fetchAllQuotes(client, query, (loaded, count) => setProgress({ loaded, count }));
      saveText(
        quotesToCsv(items, quotingToday(new Date())),
        exportFileName(new Date()),
        'text/csv;charset=utf-8',
      );
      toaster.create({
        type: 'success',
        title: `Exported ${items.length} premium indication${items.length === 1 ? '' : 's'}`,
        duration: 3000,
      });
    } catch (e) {
      toaster.create({
        type: 'error',
        title: 'The export failed',
        description: displayError(e),
        duration: 5000,
      });
    } finally {
      setProgress(null);
    }
  };

  const loadingText =
    progress && progress.count > 0 ? `Exporting ${progress.loaded} of ${progress.count}…` : 'Exporting…';

  return (
    <Button
      variant="outline"
      colorPalette="secondary"
      onClick={() => void exportAll()}
      disabled={disabled}
      loading={progress !== null}
      loadingText={loadingText}
    >
      <LuDownload aria-hidden="true" /> Export Data
    </Button>
  );
}
