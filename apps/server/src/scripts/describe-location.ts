import type { Config } from '../config';
import { describeStorage } from '../platform/storage-config';

/** Where the data is, as a person would look for it; a URL's password is never printed. */
export function describeLocation(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'storage'>,
): string {
  const files = `attachments in ${describeStorage(config.storage, config.dataDir)}`;
  if (!config.databaseUrl) return `embedded database in ${config.dataDir} (DATA_DIR); ${files}`;
  return `PostgreSQL ${redactUrl(config.databaseUrl)} (DATABASE_URL); ${files}`;
}

export function redactUrl(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return url.toString();
}
