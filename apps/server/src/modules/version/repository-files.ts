import { existsSync } from 'node:fs';
import path from 'node:path';

export const CHANGELOG_FILE_NAME = 'CHANGELOG.md';

/**
 * The repository's root: the nearest folder above `startDir` that holds CHANGELOG.md. The same
 * walk works from src/ (tests, tsx) and from the bundle in apps/server/dist/ (npm start).
 */
export function findRepositoryRoot(startDir: string): string | null {
  let directory = path.resolve(startDir);
  for (;;) {
    if (existsSync(path.join(directory, CHANGELOG_FILE_NAME))) return directory;
    const parent = path.dirname(directory);
    if (parent === directory) return null;
    directory = parent;
  }
}
