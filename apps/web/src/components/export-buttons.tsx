import { Download } from 'lucide-react';
import { useState } from 'react';
import { EXPORT_FORMATS, type ExportFormat } from '@atiende/contracts';
import type { RequestOptions } from '../lib/api-client';
import { downloadFile, limaToday } from '../lib/download-file';
import { notify } from '../lib/notify';
import { Button } from './ui/button';

const FORMAT_LABELS: Record<ExportFormat, { short: string; long: string }> = {
  xlsx: { short: 'Excel', long: 'Exportar a Excel (.xlsx)' },
  csv: { short: 'CSV', long: 'Exportar a CSV (.csv)' },
};

type ExportButtonsProps = {
  /** API path without /api, e.g. "/customers-unified/export". */
  path: string;
  /** The file's name before the date, e.g. "clientes". */
  fileName: string;
  /** The list's current filters: the export holds what the list shows. */
  query?: RequestOptions['query'];
};

/** "Exportar: Excel · CSV" for an admin list (docs/exports.md). */
export function ExportButtons({ path, fileName, query }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  async function download(format: ExportFormat) {
    setBusy(format);
    try {
      await downloadFile(path, `${fileName}-${limaToday()}.${format}`, { ...query, format });
      notify.success('Archivo exportado');
    } catch {
      notify.error('No se pudo exportar. Intenta de nuevo.');
    } finally {
      setBusy(null);
    }
  }

  return (
    <div role="group" aria-label="Exportar" className="flex items-center gap-1">
      {EXPORT_FORMATS.toReversed().map((format) => (
        <Button
          key={format}
          variant="secondary"
          aria-label={FORMAT_LABELS[format].long}
          title={FORMAT_LABELS[format].long}
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void download(format)}
        >
          <Download aria-hidden="true" className="size-4" />
          {busy === format ? 'Exportando…' : FORMAT_LABELS[format].short}
        </Button>
      ))}
    </div>
  );
}
