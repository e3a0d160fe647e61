/**
 * The Customize Coverage downloads: the priced options' history (CSV) and the selected option's
 * terms (PDF). The builders and jsPDF are lazy chunks, loaded on the first click; a failure is a
 * toast.
 */
import type { ProgramCode } from '@almanac/core';
import { toaster } from '../../../components/toaster-store.js';
import type { PricedQuote } from '../../../shared/quote/quote.js';
import { clientName } from '../model/format.js';
import { programTitle } from '../model/programs.js';
import type { LocationSelection, QuoterClient, QuoterResults } from '../model/wizard.js';

export interface DownloadsInput {
  program: ProgramCode;
  /** The priced options (null before pricing: nothing to download). */
  results: QuoterResults | null;
  /** The selected option (null before pricing). */
  selected: PricedQuote | null;
  location: LocationSelection;
  client: QuoterClient | null;
}

export function useDownloads({ program, results, selected, location, client }: DownloadsInput) {
  const downloadCsv = async () => {
    if (!results) return;
    try {
      const [{ buildHistoricalCsv, HISTORICAL_CSV_FILE_NAME }, { saveText }] = await Promise.all([
        import('./historical-csv.js'),
        import('../../../lib/save-file.js'),
      ]);
      saveText(
        buildHistoricalCsv(program, results.quotes),
        HISTORICAL_CSV_FILE_NAME,
        'text/csv;charset=utf-8',
      );
    } catch {
      toaster.create({ type: 'error', title: 'The CSV could not be created.', duration: 5000 });
    }
  };

  const downloadPdf = async () => {
    if (!selected) return;
    try {
      const [{ buildTermsPdf, termsPdfFileName }, { saveBlob }] = await Promise.all([
        import('./terms-pdf.js'),
        import('../../../lib/save-file.js'),
      ]);
      const generatedAt = new Date();
      const doc = buildTermsPdf({
        program,
        programTitle: programTitle(program),
        quote: selected,
        locations: location.locations,
        dataset: location.dataset,
        client: client ? { name: clientName(client), email: client.email } : null,
        generatedAt,
      });
      saveBlob(doc.output('blob'), termsPdfFileName(program, generatedAt));
    } catch {
      toaster.create({ type: 'error', title: 'The PDF could not be created.', duration: 5000 });
    }
  };

  return { downloadCsv, downloadPdf };
}
