import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A secret from configuration, else one generated on first start and kept under DATA_DIR
 * (docs/conventions.md#configuration), so restarts keep sessions valid without any setup.
 */
export function resolveSecret(
  configured: string | undefined,
  dataDir: string,
  name: string,
): string {
  if (configured) return configured;
  const directory = path.join(dataDir, 'secrets');
  const file = path.join(directory, `${name}.key`);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
  chmodSync(file, 0o600);
  return secret;
}
