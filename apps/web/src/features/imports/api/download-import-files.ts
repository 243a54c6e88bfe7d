import { importMessages, type ImportEntity } from '@atiende/contracts';
import { downloadFile, limaToday } from '../../../lib/download-file';

/** GET /api/imports/templates/{entity}: an XLSX with the expected columns and one example. */
export function downloadTemplate(entity: ImportEntity) {
  return downloadFile(
    `/imports/templates/${entity}`,
    `${importMessages.templateFileName[entity]}-${limaToday()}.xlsx`,
    { format: 'xlsx' },
  );
}

/** GET /api/imports/{id}/errors: row, column, value and message of every failed row (CSV). */
export function downloadErrorReport(id: string) {
  return downloadFile(
    `/imports/${id}/errors`,
    `${importMessages.report.fileName}-${limaToday()}.csv`,
    { format: 'csv' },
  );
}
