// pg_dump and pg_restore for backups of a PostgreSQL database (docs/operations.md#backup-and-restore).
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export class PgToolMissingError extends Error {}

/** The client tools' folders to try: PATH first, then Debian's and the usual prefixes. */
function candidateFolders(searchPath: string | undefined): string[] {
  const folders = (searchPath ?? '').split(path.delimiter).filter(Boolean);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian).filter((name) => /^\d+$/.test(name));
    versions.sort((a, b) => Number(b) - Number(a));
    folders.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  folders.push('/usr/local/pgsql/bin', '/opt/homebrew/bin', '/usr/local/bin');
  return folders;
}

async function majorOf(binary: string): Promise<number | null> {
  try {
    const { stdout } = await run(binary, ['--version']);
    // "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)"
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout) ?? /(\d+)\.\d+/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * A `tool` (pg_dump, pg_restore) able to talk to a server of `serverMajor`: pg_dump refuses a
 * server newer than itself, so the first one found of that major or newer is used.
 */
export async function findPgTool(
  tool: 'pg_dump' | 'pg_restore',
  serverMajor: number,
  env: Record<string, string | undefined>,
): Promise<string> {
  const found: string[] = [];
  for (const folder of candidateFolders(env.PATH)) {
    const binary = path.join(folder, tool);
    if (!existsSync(binary)) continue;
    const major = await majorOf(binary);
    if (major !== null && major >= serverMajor) return binary;
    found.push(`${binary} (${major ?? 'unknown version'})`);
  }
  throw new PgToolMissingError(
    `${tool} for PostgreSQL ${serverMajor} or newer was not found` +
      (found.length ? ` (found only ${found.join(', ')})` : '') +
      `. Install the PostgreSQL client tools (Debian/Ubuntu: apt-get install postgresql-client-${serverMajor}) ` +
      'or put their folder first on PATH.',
  );
}

/**
 * Runs a tool with the connection given by environment variables, so the password never shows
 * in the process list.
 */
export async function runPgTool(
  binary: string,
  args: string[],
  databaseUrl: string,
  env: Record<string, string | undefined>,
): Promise<void> {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  try {
    await run(binary, [...args, `--dbname=${url.toString()}`], {
      env: { ...env, ...(password ? { PGPASSWORD: password } : {}) },
      maxBuffer: 16 * 1024 * 1024,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr?.trim();
    throw new Error(`${path.basename(binary)} failed: ${stderr || (error as Error).message}`);
  }
}
