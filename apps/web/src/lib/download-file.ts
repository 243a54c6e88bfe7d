import { apiDownload, type RequestOptions } from './api-client';

/** Today's date in Lima, as the server names its exports ("clientes-2026-11-23.xlsx"). */
export function limaToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Lima' }).format(now);
}

/** GETs an attachment with the session's headers and lets the browser save it. */
export async function downloadFile(
  path: string,
  fileName: string,
  query?: RequestOptions['query'],
): Promise<void> {
  const blob = await apiDownload(path, query);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
