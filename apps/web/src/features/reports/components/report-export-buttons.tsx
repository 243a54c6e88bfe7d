import { useState } from 'react';
import { Download } from 'lucide-react';
import { exportButtonMessages } from '@atiende/contracts';
import {
  REPORT_EXPORT_FORMATS,
  reportPageMessages,
  type ReportExportFormat,
  type ReportFamily,
  type ReportQueryInput,
} from '@atiende/contracts/reports';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { downloadFile, limaToday } from '../../../lib/download-file';
import { notify } from '../../../lib/notify';
import { reportFileName } from '../lib/report-format';

const FORMAT_TEXTS: Record<ReportExportFormat, { short: string; long: string }> = {
  csv: exportButtonMessages.formats.csv,
  xlsx: exportButtonMessages.formats.xlsx,
  pdf: reportPageMessages.actions.pdf,
};

/**
 * "CSV", "Excel", "PDF" (docs/reports.md#exports): the report with the filters on screen,
 * downloaded through the API with the session, like every export button (components/export-buttons).
 */
export function ReportExportButtons({
  family,
  type,
  title,
  query,
}: {
  family: ReportFamily;
  type: string;
  title: string;
  query: ReportQueryInput;
}) {
  const [busy, setBusy] = useState<ReportExportFormat | null>(null);

  async function download(format: ReportExportFormat) {
    setBusy(format);
    try {
      await downloadFile(
        `/reports/${family}/${type}/export`,
        reportFileName(title, limaToday(), format),
        { ...query, format },
      );
      notify.success(exportButtonMessages.done);
    } catch (failure) {
      // A refusal says why (a period too long, a department not theirs); anything else, retry.
      notify.error(
        isApiError(failure) && failure.status > 0 ? failure.message : exportButtonMessages.failed,
      );
    } finally {
      setBusy(null);
    }
  }

  return (
    <div
      role="group"
      aria-label={exportButtonMessages.group}
      className="flex w-full gap-2 sm:w-auto"
    >
      {REPORT_EXPORT_FORMATS.map((format) => (
        <Button
          key={format}
          variant="secondary"
          aria-label={FORMAT_TEXTS[format].long}
          title={FORMAT_TEXTS[format].long}
          disabled={busy !== null}
          aria-busy={busy === format}
          onClick={() => void download(format)}
          className="flex-1 sm:flex-none"
        >
          <Download aria-hidden="true" className="size-4" />
          {busy === format ? exportButtonMessages.exporting : FORMAT_TEXTS[format].short}
        </Button>
      ))}
    </div>
  );
}
