import { Download } from 'lucide-react';
import { useState } from 'react';
import {
  EXPORT_FORMATS,
  exportButtonMessages as text,
  type ExportFormat,
} from '@atiende/contracts';
import type { RequestOptions } from '../lib/api-client';
import { isApiError } from '../lib/api-error';
import { downloadFile, limaToday } from '../lib/download-file';
import { notify } from '../lib/notify';
import { Button } from './ui/button';

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
      notify.success(text.done);
    } catch (failure) {
      // A refusal says why (e.g. a filter the server rejects); anything else is worth a retry.
      notify.error(isApiError(failure) && failure.status > 0 ? failure.message : text.failed);
    } finally {
      setBusy(null);
    }
  }

  return (
    <div role="group" aria-label={text.group} className="flex items-center gap-1">
      {EXPORT_FORMATS.toReversed().map((format) => (
        <Button
          key={format}
          variant="secondary"
          aria-label={text.formats[format].long}
          title={text.formats[format].long}
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void download(format)}
        >
          <Download aria-hidden="true" className="size-4" />
          {busy === format ? text.exporting : text.formats[format].short}
        </Button>
      ))}
    </div>
  );
}
